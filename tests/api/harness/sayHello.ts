import { patientAppSignature } from '../../../server/patientApp/patientAppKey';
import type { TestSocket } from './testSocket';

/** A hello as a tablet sends it, and the nonce it signs. */
export interface SignedHello {
  nonce: string;
  hello: { type: 'hello'; serial_number: string; signature: string };
}

/**
 * Answers the challenge of a freshly opened /api/patient-app socket as the tablet `serialNumber`
 * whose key is `key` (patientAppKey): reads the challenge, sends the signed hello, and resolves
 * with both (a replay test sends the hello again elsewhere). The server's answer is the socket's
 * next message.
 *
 * @example
 * await sayHello(app, 'T8-0001', patientAppKey(secret, 'T8-0001'));
 * expect(await app.next()).toMatchObject({ type: 'welcome' });
 */
export async function sayHello(app: TestSocket, serialNumber: string, key: string): Promise<SignedHello> {
  const challenge = await app.next();
  if (challenge.type !== 'challenge' || typeof challenge.nonce !== 'string') throw new Error(`expected a challenge, got ${JSON.stringify(challenge)}`);
  const hello = { type: 'hello' as const, serial_number: serialNumber, signature: patientAppSignature(key, challenge.nonce) };
  app.send(hello);
  return { nonce: challenge.nonce, hello };
}
