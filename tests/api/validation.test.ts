// Request validation against the OpenAPI schemas and the error shapes of ARCHITECTURE.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn } from './harness/signIn';

let api: ApiServer;
let token: string;
beforeAll(async () => {
  api = await startApiServer({ patients: 5 });
  token = await signIn(api, 'staff');
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
        limit: ['Limit must be at most 100.'],
        'search.surgeon_id': ['Surgeon id must be of type integer or null.'],
      },
    });
  });

  it('[patient-list-call] an unknown sort column answers 000F0002', async () => {
    const { body } = await api.call('listPatients', { order_by: { field: 'password_hash', direction: 'asc' } }, token);
    expect(body).toMatchObject({ error_codes: ['000F0002'], validation_errors: { 'order_by.field': [expect.stringContaining('must be one of')] } });
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

  it('health answers outside /api', async () => {
    expect((await (await api.fetch('/healthz')).json()) as unknown).toEqual({ data: { ok: true, version: 'test-1' } });
  });
});
