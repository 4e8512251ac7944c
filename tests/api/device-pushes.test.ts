// Pushes to users' devices through Firebase Cloud Messaging HTTP v1 (a local fake): when FCM is
// configured, a patient joining through the patient-app gateway reaches the registered device of
// a user who may see the patient, never one of a user of another practice; progress stays on the
// socket, and a token FCM no longer knows is forgotten.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFcmServer, type FakeFcmServer } from '../../server/adapters/push/fakeFcmServer';
import { patientAppKey } from '../../server/patientApp/patientAppKey';
import { sayHello } from './harness/sayHello';
import { password } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { openTestSocket } from './harness/testSocket';

const secret = 'device-push-test-secret';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
let fake: FakeFcmServer;
let api: ApiServer;

beforeAll(async () => {
  fake = await startFakeFcmServer(keys.publicKey);
  api = await startApiServer({
    patients: 60,
    config: {
      patientAppSecret: secret,
      fcm: { projectId: 'cadence-test', url: fake.url, serviceAccount: { client_email: 'push@test', private_key: keys.privateKey, token_uri: fake.tokenUri } },
    },
  });
}, 180_000);

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function userId(username: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('select id from users where username = $1', [username]);
  return row!.id;
}

async function until<T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('nothing arrived');
}

describe('pushes to registered devices (FCM HTTP v1)', () => {
  it('sends a patient\'s join to the devices of users who may see the patient, not to another practice\'s user, and forgets an unregistered token', async () => {
    const staffLogin = await api.call<{ data: { practice?: { id: number } | null } }>('login', { username: 'staff', password });
    const staffPractice = { practice_id: staffLogin.body.data.practice?.id };
    const [patient] = await api.db.query<{ id: number; serial_number: string }>(
      `select p.id, d.serial_number from patients p join patient_devices d on d.patient_id = p.id and d.device_type_id = 1
       where not p.archived and p.practice_id <> $1 order by p.id limit 1`,
      [staffPractice?.practice_id ?? 0],
    );
    const now = api.clock.now();
    await api.db.query(
      `insert into fcm_tokens (user_id, fcm_token, updated_at) values ($1, 'pms-phone', $3), ($2, 'staff-phone', $3), ($1, 'pms-old-phone', $3)`,
      [await userId('pms'), await userId('staff'), now],
    );
    fake.unregistered.add('pms-old-phone');

    const app = await openTestSocket(`${api.baseUrl.replace('http', 'ws')}/api/patient-app`);
    await sayHello(app, patient!.serial_number, patientAppKey(secret, patient!.serial_number));
    expect(await app.next()).toMatchObject({ type: 'welcome', patient_id: patient!.id });
    app.send({ type: 'join_session' });
    const delivered = await until(() => fake.messages.find((message) => message.token === 'pms-phone'));
    expect(delivered.data).toMatchObject({ notification_type: 'patient_joined', patient_id: String(patient!.id) });
    expect((JSON.parse(delivered.data.json!) as { status: string }).status).toBe('ANSWERED');
    // The old phone comes last: once it is forgotten, every device of this push has had its turn.
    const remaining = await until(async () => {
      const rows = await api.db.query<{ fcm_token: string }>('select fcm_token from fcm_tokens order by fcm_token');
      return rows.length === 2 ? rows.map((row) => row.fcm_token) : undefined;
    });
    expect(remaining).toEqual(['pms-phone', 'staff-phone']);
    expect(fake.messages.some((message) => message.token === 'staff-phone')).toBe(false);
    app.close();
  });
});
