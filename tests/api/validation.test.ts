// Request validation against the OpenAPI schemas and the error shapes of ARCHITECTURE.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn, signInWithCode } from './harness/signIn';

let api: ApiServer;
let token: string;
let superAdminToken: string;
beforeAll(async () => {
  api = await startApiServer({ patients: 5 });
  token = await signIn(api, 'staff');
  superAdminToken = await signInWithCode(api, 'superadmin');
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('request validation', () => {
  it('[login-call] a missing required field answers 000F0001 with the field name', async () => {
    const { status, body } = await api.call('login', { password: 'x' });
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Validation failed', error_codes: ['000F0001'], validation_errors: { username: ['Username is required.'] } });
  });

  it('[login-call] a sign-in without password or login token answers 000F0001 for the password', async () => {
    const { body } = await api.call('login', { username: 'staff' });
    expect(body).toMatchObject({ error_codes: ['000F0001'], validation_errors: { password: ['Password is required.'] } });
  });

  it('[patient-list-call] a wrong type answers 000F0002 and an out-of-range value 000F0003, per field', async () => {
    const { status, body } = await api.call('listPatients', { limit: 500, search: { surgeon_id: 'seven' } }, token);
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Validation failed',
      error_codes: ['000F0002', '000F0003'],
      validation_errors: {
        limit: ['Must be at most 100'],
        'search.surgeon_id': ['Must be a Number'],
      },
    });
  });

  it('[patient-name-max] a 10,000-character patient name is refused with the spec\'s message, not cut short and stored', async () => {
    const name = 'Ann'.repeat(3334).slice(0, 10_000);
    const patient = {
      first_name: name,
      last_name: 'Lee',
      mobile_phone: '5551234567',
      address: { state: 'IL' },
      surgeon_npi: '1811223344',
      installation_method_type_id: 2,
    };
    const { status, body } = await api.call('createPatient', patient, token);
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Validation failed', error_codes: ['000F0003'], validation_errors: { first_name: ['Maximum 32 characters'] } });
    expect(await api.db.query("select 1 from patients where first_name like 'AnnAnn%'")).toEqual([]);
  });

  it('[patient-list-call] an unknown sort column answers 000F0002', async () => {
    const { body } = await api.call('listPatients', { order_by: { field: 'password_hash', direction: 'asc' } }, token);
    expect(body).toMatchObject({ error_codes: ['000F0002'], validation_errors: { 'order_by.field': ['Not a valid value'] } });
  });

  it('[otp-min-length] a two-factor code that is not 6 digits answers 000F0003', async () => {
    const { body } = await api.call<{ error_codes: string[] }>('validateOtpCode', { username: 'superadmin', otp_code: '123' });
    expect(body.error_codes).toContain('000F0003');
  });

  it('authorization comes before validation: an anonymous bad request answers 401', async () => {
    expect((await api.call('listPatients', { limit: 'many' })).status).toBe(401);
  });

  it('a malformed JSON body answers 400 with a plain message', async () => {
    const response = await api.fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(response.status).toBe(400);
    expect((await response.json()) as unknown).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('an unknown API path answers 404 in JSON', async () => {
    const response = await api.fetch('/api/nothing/here', { method: 'POST' });
    expect(response.status).toBe(404);
    expect((await response.json()) as unknown).toEqual({ message: 'Not found.' });
  });

  it('a server failure answers a plain message without stack trace or SQL', async () => {
    await api.db.exec('alter table patient_summaries rename to patient_summaries_away');
    try {
      const response = await api.call('listPatients', {}, token);
      expect(response).toEqual({ status: 500, body: { message: 'Server Error' } });
    } finally {
      await api.db.exec('alter table patient_summaries_away rename to patient_summaries');
    }
  });
});

/** A raw request; answers status and parsed JSON body (null when the body is not JSON). */
async function send(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await api.fetch(path, init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // left null: the assertions below say the body must be JSON
  }
  return { status: response.status, body };
}

const json = (body: string, bearer?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  body,
});

describe('hostile input is answered with a 4xx in the documented shape, never a 500', () => {
  it('[validation-error-codes] a body key "constructor" is refused as an unknown field', async () => {
    const { status, body } = await send('/api/login', json('{"constructor":1}'));
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: 'Validation failed', validation_errors: { constructor: ['Constructor is not an accepted field.'] } });
  });

  it('a body key "__proto__" (or constructor.prototype) is refused as unreadable JSON', async () => {
    for (const text of ['{"__proto__":{}}', '{"username":"staff","password":"x","__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
      expect(await send('/api/login', json(text))).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    }
  });

  it('an empty JSON body still counts as no body', async () => {
    expect((await send('/api/generate_password', { method: 'GET', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    const { status, body } = await send('/api/accept_privacy_policy', json('', token));
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: expect.anything() as unknown });
  });

  it('multipart/form-data without a valid boundary is answered 4xx {message}, before and after sign-in', async () => {
    const headers = (contentType: string, bearer?: string) => ({ 'content-type': contentType, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) });
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      const anonymous = await send('/api/login', { method: 'POST', headers: headers(contentType), body: 'x' });
      expect(anonymous.status).toBeGreaterThanOrEqual(400);
      expect(anonymous.status).toBeLessThan(500);
      expect(anonymous.body).toEqual({ message: expect.any(String) as unknown });
      const upload = await send('/api/bug_report/attachment', { method: 'POST', headers: headers(contentType, token), body: 'x' });
      expect(upload.status).toBe(400);
      expect(upload.body).toEqual({ message: expect.any(String) as unknown });
    }
  });

  it('a multipart body cut short inside its file is answered 400 and the server keeps serving', async () => {
    const cut = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\nPK';
    const { status } = await send('/api/bug_report/attachment', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', authorization: `Bearer ${token}` },
      body: cut,
    });
    expect(status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await api.call('listPatients', {}, token)).status).toBe(200);
  });

  it('[validation-error-codes] an id past the database integer in a path answers 000F0003', async () => {
    const { status, body } = await send('/api/patient/alt/2147483648', { headers: { authorization: `Bearer ${token}` } });
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Validation failed', error_codes: ['000F0003'], validation_errors: { id: ['Must be at most 2147483647'] } });
    expect((await send('/api/patient/alt/9223372036854775808', { headers: { authorization: `Bearer ${token}` } })).status).toBe(422);
  });

  it('[patient-list-call] page: 9.2e18 (or any integer past 32 bits) answers 000F0003', async () => {
    const { status, body } = await api.call('listPatients', { page: 9.2e18 }, token);
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Validation failed', error_codes: ['000F0003'], validation_errors: { page: ['Must be at most 2147483647'] } });
    expect((await api.call('listPatients', { search: { surgeon_id: 2147483648 } }, token)).body).toMatchObject({ error_codes: ['000F0003'] });
    expect((await api.call('listPatients', { page: -2147483649 }, token)).body).toMatchObject({ error_codes: ['000F0003'] });
  });

  it('a multipart id past the database integer is refused like a missing one', async () => {
    const form = new FormData();
    form.append('id', '2147483648');
    form.append('profile_picture', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a.png');
    const response = await api.fetch('/api/practice_team_member/create_profile_picture', { method: 'POST', headers: { authorization: `Bearer ${superAdminToken}` }, body: form });
    expect(response.status).toBe(422);
    expect((await response.json()) as unknown).toMatchObject({ validation_errors: { id: ['Id is required.'] } });
  });

  it('[validation-error-codes] a NUL byte in a JSON string answers 000F0002 naming the field', async () => {
    const { status, body } = await send('/api/login', json('{"username":"a\\u0000","password":"x"}'));
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Validation failed', error_codes: ['000F0002'], validation_errors: { username: ['Username may not contain a NUL character.'] } });
  });

  it('a NUL byte in remote-log and bug-report text is refused before it is stored', async () => {
    const log = await api.call('writeRemoteLog', { entries: [{ level: 'error', message: 'boom\u0000', at: 1_700_000_000_000 }] }, token);
    expect(log).toEqual({ status: 422, body: { message: 'Validation failed', error_codes: ['000F0002'], validation_errors: { 'entries.0.message': ['Message may not contain a NUL character.'] } } });
    const bug = await api.call('createReportBug', { description: 'it broke\u0000', issue_type: 'issue', line_of_business: 'Ortho' }, token);
    expect(bug.status).toBe(422);
    expect(bug.body).toMatchObject({ error_codes: ['000F0002'], validation_errors: { description: ['Description may not contain a NUL character.'] } });
    expect(await api.db.query("select 1 from remote_log_entries where message like 'boom%'")).toEqual([]);
  });

  it('an unpaired surrogate ("\\ud800", valid JSON, refused by jsonb) answers 000F0002 naming the field', async () => {
    const text = '{"description":"x","issue_type":"feedback","line_of_business":"Ortho","attachments":"\\ud800"}';
    expect(await send('/api/bug_report', json(text, token))).toEqual({
      status: 422,
      body: { message: 'Validation failed', error_codes: ['000F0002'], validation_errors: { attachments: ['Attachments may not contain invalid Unicode (an unpaired surrogate).'] } },
    });
    const log = await send('/api/remote_log', json('{"entries":[{"level":"log","message":"\\udc00","at":1}]}', token));
    expect(log.status).toBe(422);
  });

  it('[remote-console-log] a remote-log time past the year 9999 answers 000F0003, a real one is stored', async () => {
    expect((await api.call('writeRemoteLog', { entries: [{ level: 'log', message: 'later', at: 9.2e18 }] }, token)).body).toMatchObject({ error_codes: ['000F0003'] });
    expect(await api.call('writeRemoteLog', { entries: [{ level: 'log', message: 'now', at: 1_772_445_600_000 }] }, token)).toEqual({ status: 200, body: { data: { stored: 1 } } });
  });

  it('[validation-error-codes] a date PostgreSQL has not (year 0000, 30 February) answers 000F0002, JSON or multipart', async () => {
    const [patient] = await api.db.query<{ id: number }>('select id from patients order by id limit 1');
    const sessions = await api.call('listDeviceSessions', { patient_id: patient?.id, date: '0000-01-01' }, superAdminToken);
    expect(sessions).toEqual({ status: 422, body: { message: 'Validation failed', error_codes: ['000F0002'], validation_errors: { date: ['Invalid Date'] } } });
    const [therapist] = await api.db.query<{ id: number }>("select u.id from users u join user_roles r on r.id = u.role_id where r.name ilike '%monitoring%' order by u.id limit 1");
    expect(therapist).toBeDefined();
    for (const day of ['2026-02-30', '0000-01-01']) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ user_id: String(therapist?.id), state: 'CA', certification_number: 'X1', effective_date: '2024-01-01', expiration_date: day })) form.append(name, value);
      form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n')], { type: 'application/pdf' }), 'licence.pdf');
      const response = await api.fetch('/api/license', { method: 'POST', headers: { authorization: `Bearer ${superAdminToken}` }, body: form });
      expect(response.status).toBe(422);
      expect((await response.json()) as unknown).toEqual({ message: 'Validation failed', error_codes: ['000F0002'], validation_errors: { expiration_date: ['Expiration date must be a date.'] } });
    }
  });

  it('%00 in a path or query answers 000F0002 (tablet ids)', async () => {
    const { status, body } = await send('/api/admin/tablet/reboot/%00', { headers: { authorization: `Bearer ${superAdminToken}` } });
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Validation failed', error_codes: ['000F0002'], validation_errors: { id: ['Id may not contain a NUL character.'] } });
    const query = await send('/api/admin/tablet/brightness/T1?brightness_level=%00', { headers: { authorization: `Bearer ${superAdminToken}` } });
    expect(query.status).toBe(422);
  });

  it('a path parameter longer than the router allows answers 414 {message}', async () => {
    expect(await send(`/api/patient/alt/${'1'.repeat(200)}`)).toEqual({ status: 414, body: { message: 'The request address is too long.' } });
  });

  it('a URL that does not decode answers 400 {message}', async () => {
    expect(await send('/api/admin/tablet/reboot/%')).toEqual({ status: 400, body: { message: 'The request address is not valid.' } });
  });

  it('headers over the size Node accepts answer 431 {message}', async () => {
    expect(await send(`/api/patient/alt/${'x'.repeat(20_000)}`)).toEqual({ status: 431, body: { message: 'The request headers are too large.' } });
  });

  it('a body over the limit answers 413 and an unknown content type 415, both {message}', async () => {
    expect(await send('/api/remote_log', json(`"${'z'.repeat(1_100_000)}"`, token))).toEqual({ status: 413, body: { message: 'The request is too large.' } });
    expect(await send('/api/login', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' })).toEqual({ status: 415, body: { message: 'Unsupported content type.' } });
  });

  it('a JSON body nested thousands deep is refused without a stack overflow', async () => {
    const { status, body } = await send('/api/permission/query', json('['.repeat(5_000) + ']'.repeat(5_000), token));
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: 'Validation failed' });
  });
});

describe('developer pages', () => {
  it('the mailbox lists sent e-mail newest first, as HTML and JSON', async () => {
    await api.call('forgotPassword', { username: 'staff' });
    await api.call('emailLoginLink', { username: 'staff' });
    const { data } = (await (await api.fetch('/dev/mailbox.json')).json()) as { data: { subject: string; to: string; body: string }[] };
    expect(data.map((mail) => mail.subject).slice(0, 2)).toEqual(['Your Cadence sign-in link', 'Reset your Cadence password']);
    const html = await (await api.fetch('/dev/mailbox')).text();
    expect(html).toContain('<h1>Mailbox</h1>');
    expect(html).toContain('login_token=');
  });

  it('liveness and readiness answer outside /api', async () => {
    expect((await (await api.fetch('/healthz')).json()) as unknown).toEqual({ data: { ok: true, version: 'test-1' } });
    const ready = await api.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect((await ready.json()) as unknown).toEqual({ data: { ready: true, version: 'test-1' } });
  });
});
