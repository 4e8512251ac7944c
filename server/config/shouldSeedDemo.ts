import type { ServerConfig } from './ServerConfig';

/**
 * Whether a start seeds the demo (users sharing the known demo password, sample patients): only
 * in demo mode and only into an empty database. A production start never does, or anyone who has
 * read the README could sign in; its first account comes from `npm run create-admin`.
 *
 * @example
 * if (shouldSeedDemo(config, await isEmptyDatabase(db))) await seedDemo(db, { clock });
 */
export function shouldSeedDemo(config: Pick<ServerConfig, 'demo'>, emptyDatabase: boolean): boolean {
  return config.demo && emptyDatabase;
}
