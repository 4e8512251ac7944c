import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key a patient app proves itself with in its hello: hex HMAC-SHA256 of its serial number
 * under the shared secret (PATIENT_APP_SECRET).
 *
 * @example
 * patientAppKey('cadence-dev-patient-app-secret', 'T8-0001'); // 64 hex digits
 */
export function patientAppKey(secret: string, serialNumber: string): string {
  return createHmac('sha256', secret).update(serialNumber, 'utf8').digest('hex');
}

/**
 * Whether `key` is the serial number's key under `secret` (compared in constant time). Without a
 * secret (production without PATIENT_APP_SECRET) no key is valid.
 *
 * @example
 * isPatientAppKey(secret, 'T8-0001', patientAppKey(secret, 'T8-0001')); // true
 */
export function isPatientAppKey(secret: string | undefined, serialNumber: string, key: string): boolean {
  if (!secret) return false;
  const expected = Buffer.from(patientAppKey(secret, serialNumber), 'hex');
  const given = Buffer.from(key, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
