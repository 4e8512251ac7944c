import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A tablet's key: hex HMAC-SHA256 of its serial number under the shared secret
 * (PATIENT_APP_SECRET). The tablet keeps it; it never travels on the socket.
 *
 * @example
 * patientAppKey('cadence-dev-patient-app-secret', 'T8-0001'); // 64 hex digits
 */
export function patientAppKey(secret: string, serialNumber: string): string {
  return createHmac('sha256', secret).update(serialNumber, 'utf8').digest('hex');
}

/**
 * What a tablet sends as `signature` in its hello: hex HMAC-SHA256 of the socket's challenge nonce
 * (its text) under the tablet's key (its 32 bytes). The browser's dev tablet
 * (patientAppDevClient.js) computes the same with WebCrypto.
 *
 * @example
 * socket.send(JSON.stringify({ type: 'hello', serial_number, signature: patientAppSignature(key, challenge.nonce) }));
 */
export function patientAppSignature(key: string, nonce: string): string {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(nonce, 'utf8').digest('hex');
}

/**
 * Whether `signature` is the serial's signature of `nonce` under `secret` (compared in constant
 * time). Without a secret (a start without PATIENT_APP_SECRET outside demo mode) none is valid.
 *
 * @example
 * isPatientAppSignature(secret, 'T8-0001', nonce, patientAppSignature(patientAppKey(secret, 'T8-0001'), nonce)); // true
 */
export function isPatientAppSignature(secret: string | undefined, serialNumber: string, nonce: string, signature: string): boolean {
  if (!secret) return false;
  const expected = Buffer.from(patientAppSignature(patientAppKey(secret, serialNumber), nonce), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
