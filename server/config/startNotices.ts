import { configMessages } from './configMessages';
import type { ServerConfig } from './ServerConfig';

/**
 * The lines a start prints about its settings, so whoever starts the server sees what is on and
 * what is off: demo mode, and a tablet socket left off for want of PATIENT_APP_SECRET.
 *
 * @example
 * for (const notice of startNotices(readServerConfig(process.env))) console.log(notice);
 */
export function startNotices(config: Pick<ServerConfig, 'demo' | 'patientAppSecret'>): string[] {
  return [...(config.demo ? [configMessages.demoMode] : []), ...(config.patientAppSecret ? [] : [configMessages.patientAppSocketOff])];
}
