// Loading, editing and archiving a practice over the real HTTP server: authorization from
// specs/access.yaml (editPractice), the data scope of users who are not super users, validation
// from the OpenAPI schema, the one-transaction update with the address and phone ids, and the
// archive that takes the practice out of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { createPracticeRecord } from '../../server/features/practices/createPracticeRecord';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn, signInWithCode } from './harness/signIn';

type Practice = components['schemas']['PracticeDetail'];
interface Answer {
  data: Practice;
  message?: string;
  form_error?: { name: string; message: string };
}

let api: ApiServer;
let superAdmin: string;

const fields = {
  name: 'Edit Me Clinic',
  practice_type_id: 3,
  npi: '1234567890',
  specialty: 'Orthopaedics',
  template_url: null,
  address: { line_1: '1 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' },
  phone_number: { number: '5551234567' },
};

const practice = (name: string) => createPracticeRecord(api.db, { ...fields, name });
const get = (id: number, token = superAdmin) => api.call<Answer>('getPractice', undefined, token, { id });
const update = (id: number, body: unknown, token = superAdmin) =>
  api.call<Answer>('updatePractice', body, token, { id });
const archive = (id: number, token = superAdmin) =>
  api.call<{ data: { id: number; archived: boolean }; message?: string }>(
    'archivePractice',
    undefined,
    token,
    { id },
  );

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
  superAdmin = await signInWithCode(api, 'superadmin');
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('getPractice (GET practice/{id})', () => {
  it('answers the practice with its addresses and phone numbers', async () => {
    const created = await practice('Loaded Clinic');
    const { status, body } = await get(created.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: created.id,
      name: 'Loaded Clinic',
      practice_type: { id: 3, name: 'Surgeon' },
      address: [{ id: created.address[0]?.id, city: 'Springfield' }],
      phone_number: [{ id: created.phone_number[0]?.id, name: 'Office Phone', number: '5551234567' }],
    });
  });

  it('answers 404 for a practice that does not exist', async () => {
    expect((await get(999_999)).status).toBe(404);
  });
});

describe('updatePractice (PATCH practice/{id})', () => {
  it('[practice-update-call] saves the fields and changes the address and Office Phone named by their ids in place', async () => {
    const created = await practice('Before Edit');
    const addressId = created.address[0]?.id ?? 0;
    const phoneId = created.phone_number[0]?.id ?? 0;
    const { status, body } = await update(created.id, {
      ...fields,
      name: 'After Edit',
      npi: null,
      practice_type_id: 2,
      address: { id: addressId, line_1: '9 Elm Road', city: 'Peoria', state: 'IL', zip_code: '61602' },
      phone_number: { id: phoneId, number: '3095550100' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: created.id,
      name: 'After Edit',
      npi: null,
      practice_type: { id: 2 },
      address: [{ id: addressId, line_1: '9 Elm Road', city: 'Peoria', zip_code: '61602' }],
      phone_number: [{ id: phoneId, number: '3095550100', name: 'Office Phone' }],
    });
    const [counts] = await api.db.query<{ addresses: number; phones: number }>(
      `select (select count(*)::int from practice_addresses where practice_id = $1) as addresses,
              (select count(*)::int from practice_phone_numbers where practice_id = $1) as phones`,
      [created.id],
    );
    expect(counts).toEqual({ addresses: 1, phones: 1 });
  });

  it('refuses an address id of another practice and changes nothing (one transaction)', async () => {
    const mine = await practice('Mine');
    const theirs = await practice('Theirs');
    const { status, body } = await update(mine.id, {
      ...fields,
      name: 'Renamed Mine',
      address: { ...fields.address, id: theirs.address[0]?.id },
      phone_number: { id: mine.phone_number[0]?.id, number: '5550001111' },
    });
    expect(status).toBe(422);
    expect(body.form_error?.name).toBe('address.id');
    expect((await get(mine.id)).body.data.name).toBe('Mine');
  });

  it('validates the body against the OpenAPI schema (state of 2 capitals, numeric zip, 10-digit phone)', async () => {
    const created = await practice('Validated');
    const { status } = await update(created.id, {
      ...fields,
      address: { ...fields.address, state: 'Illinois' },
    });
    expect(status).toBe(422);
  });
});

describe('archivePractice (DELETE practice/{id})', () => {
  it('[practice-archive-call] archives the practice: it leaves the list and can no longer be loaded', async () => {
    const created = await practice('Archive Me Clinic');
    const { status, body } = await archive(created.id);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: created.id, archived: true });
    expect((await get(created.id)).status).toBe(404);
    const list = await api.call<{ data: { data: { id: number }[] } }>(
      'listPractices',
      { limit: 100, page: 1, search: { name: 'Archive Me' } },
      superAdmin,
    );
    expect(list.body.data.data).toEqual([]);
    expect((await archive(created.id)).status).toBe(404);
  });
});

describe('who may load, edit and archive a practice', () => {
  it('[practice-edit-archive-permission] refuses users without editPractice (403) and signed-out callers (401)', async () => {
    const created = await practice('Guarded Clinic');
    const cssenior = await signIn(api, 'cssenior'); // a super user without editPractice
    const surgeon = await signIn(api, 'surgeon');
    for (const token of [cssenior, surgeon]) {
      expect((await get(created.id, token)).status).toBe(403);
      expect((await update(created.id, fields, token)).status).toBe(403);
      expect((await archive(created.id, token)).status).toBe(403);
    }
    expect((await api.call('archivePractice', undefined, undefined, { id: created.id })).status).toBe(401);
    expect((await get(created.id)).status).toBe(200);
  });

  it('[practice-edit-archive-permission] lets a practice administrator with editPractice reach only their own practice', async () => {
    const admin = await signIn(api, 'surgicalcenter');
    const [own] = await api.db.query<{ id: number }>(
      `select id from practices where name = 'Lakeview Surgical Center'`,
    );
    expect((await get(own?.id ?? 0, admin)).status).toBe(200);
    const other = await practice('Not Theirs');
    expect((await get(other.id, admin)).status).toBe(404);
    expect((await archive(other.id, admin)).status).toBe(404);
    expect((await get(other.id)).status).toBe(200);
  });
});
