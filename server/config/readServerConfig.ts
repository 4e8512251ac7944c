import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './ServerConfig';

/**
 * Reads the server settings from environment variables: MIDDLEWARE_VERSION, MFG_API_URL,
 * PUBLIC_URL (default `http://localhost:{PORT}`) and SSO_SECRET (random per process when unset,
 * which is fine for one instance; several instances must share one).
 *
 * @example
 * const config = readServerConfig(process.env);
 */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = env.PORT ?? '8080';
  return {
    version: env.MIDDLEWARE_VERSION ?? '1-release-3.33.00-1',
    mfgApi: env.MFG_API_URL ?? '/mfg',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    ssoSecret: env.SSO_SECRET ?? randomBytes(32).toString('hex'),
  };
}
