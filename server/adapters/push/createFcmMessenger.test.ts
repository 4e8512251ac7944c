import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createFcmMessenger } from './createFcmMessenger';
import { startFakeFcmServer, type FakeFcmServer } from './fakeFcmServer';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
let fake: FakeFcmServer;

beforeAll(async () => {
  fake = await startFakeFcmServer(keys.publicKey);
});
afterAll(() => fake.close());

function messenger(clock = createManualClock(new Date('2026-03-02T10:00:00Z')), privateKey = keys.privateKey) {
  return createFcmMessenger(
    { projectId: 'cadence-test', url: fake.url, serviceAccount: { client_email: 'push@cadence-test.iam.gserviceaccount.com', private_key: privateKey, token_uri: fake.tokenUri } },
    clock,
  );
}

describe('createFcmMessenger (FCM HTTP v1 against a local fake)', () => {
  it('mints an access token from the signed service account once, sends each message with it, and mints again near expiry', async () => {
    const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
    const fcm = messenger(clock);
    const before = fake.tokensMinted;
    expect(await fcm.send({ token: 'device-a', data: { notification_type: 'pain_high', patient_id: '4', json: '{"pain_level":9}' } })).toBe('sent');
    expect(await fcm.send({ token: 'device-b', data: { notification_type: 'patient_leave', patient_id: '5', json: '{}' } })).toBe('sent');
    expect(fake.tokensMinted - before).toBe(1);
    expect(fake.messages.slice(-2)).toEqual([
      { token: 'device-a', data: { notification_type: 'pain_high', patient_id: '4', json: '{"pain_level":9}' } },
      { token: 'device-b', data: { notification_type: 'patient_leave', patient_id: '5', json: '{}' } },
    ]);
    clock.advance(3600_000 - 30_000);
    await fcm.send({ token: 'device-a', data: {} });
    expect(fake.tokensMinted - before).toBe(2);
  });

  it('answers unregistered for a token FCM no longer knows, and fails when the service account is not the one FCM trusts', async () => {
    fake.unregistered.add('gone');
    expect(await messenger().send({ token: 'gone', data: {} })).toBe('unregistered');
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    await expect(messenger(undefined, stranger.privateKey).send({ token: 'device-a', data: {} })).rejects.toThrow('FCM: the access token was refused (400)');
  });
});
