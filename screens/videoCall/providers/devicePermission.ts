import type { DevicePermission } from '../../../domain/videoCall/VideoProvider';

/** The part of navigator.permissions the test needs. */
export interface PermissionQuery {
  query(descriptor: { name: PermissionName }): Promise<{ state: PermissionState }>;
}

/**
 * The permission test of opening the call page ([video-call-open]): `blocked` when the browser
 * says the camera or the microphone is denied for this site, else `granted` (granted, or not asked
 * yet: the browser asks when the devices open). Rejects where the browser cannot tell (no
 * Permissions API, or no 'camera' name in it): the call machine then goes on and asks.
 *
 * @example
 * await testDevicePermission(navigator.permissions); // 'granted'
 */
export async function testDevicePermission(permissions: PermissionQuery | undefined): Promise<DevicePermission> {
  if (!permissions) throw new Error('this browser has no Permissions API');
  const states = await Promise.all((['camera', 'microphone'] as const).map((name) => permissions.query({ name })));
  return states.some((status) => status.state === 'denied') ? 'blocked' : 'granted';
}
