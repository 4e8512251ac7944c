import type { Clock } from '../../clock/Clock';
import type { ServerConfig } from '../../config/ServerConfig';
import { createFcmMessenger } from './createFcmMessenger';
import type { PushMessenger } from './PushMessenger';

/**
 * The push service the configuration names: FCM HTTP v1 when `fcm` is set (FCM_PROJECT_ID and
 * FCM_SERVICE_ACCOUNT), else none: the embedded default delivers pushes on the portal's socket only.
 *
 * @example
 * const messenger = createPushMessenger(config, clock); // undefined without FCM settings
 */
export function createPushMessenger(config: Pick<ServerConfig, 'fcm'>, clock: Clock): PushMessenger | undefined {
  return config.fcm ? createFcmMessenger(config.fcm, clock) : undefined;
}
