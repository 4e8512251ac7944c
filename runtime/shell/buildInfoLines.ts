import { roleIdByName } from '../../src/generated/access';

/** What the footer reads: the signed-in role and the build the login response reported. */
export interface BuildInfoSource {
  roleId: number | undefined;
  versionLabel: string;
  middlewareVersion: string | undefined;
  mfgApi: string | undefined;
}

/**
 * The footer's build and database lines, shown to the super admin only ([footer-build-info]);
 * an empty list for everyone else. A value the login response left out is not shown.
 *
 * @example
 * buildInfoLines({ roleId: 1, versionLabel: '1-release-3.33.00-1', middlewareVersion: '3.33.0', mfgApi: undefined })
 * // → ['Portal 1-release-3.33.00-1', 'Middleware 3.33.0']
 */
export function buildInfoLines(source: BuildInfoSource): string[] {
  if (source.roleId !== roleIdByName.superAdmin) return [];
  return [
    `Portal ${source.versionLabel}`,
    source.middlewareVersion ? `Middleware ${source.middlewareVersion}` : undefined,
    source.mfgApi ? `Database ${source.mfgApi}` : undefined,
  ].filter((line): line is string => line !== undefined);
}
