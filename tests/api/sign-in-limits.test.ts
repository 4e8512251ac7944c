// Issue 9, item 4: account lockout after repeated wrong passwords, and rate limits on the calls
// that guess a secret or send mail, with the production defaults of server/security/signInLimits.ts.
// Each test uses users of its own, because the counts of one test would otherwise reach the next.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../server/adapters/mail/createOutboxMailer';
import { buildServer } from '../../server/buildServer';
import { startApiServer, testConfig, type ApiServer } from './harness/startApiServer';
import { password } from './harness/signIn';

type Answer = { data?: Record<string, unknown>; message?: string };

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

const minutes = (n: number) => n * 60_000;
const wrongPassword = 'Wrong#Pass2026';

/** POST to one of the sign-in calls, keeping the headers (Retry-After). */
async function post(baseUrl: string, path: string, body: unknown): Promise<{ status: number; body: Answer; retryAfter: string | null }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer, retryAfter: response.headers.get('retry-after') };
}

function repeat<T>(count: number, value: T): T[] {
  return Array.from({ length: count }, () => value);
}

async function mailsTo(address: string): Promise<number> {
  const [row] = await api.db.query<{ count: number }>('select count(*)::int as count from outbox where to_address = $1', [address]);
  return row?.count ?? 0;
}

async function auditActions(username: string): Promise<string[]> {
  const rows = await api.db.query<{ action: string }>(
    'select action from audit_log where user_id = (select id from users where username = $1) order by id',
    [username],
  );
  return rows.map((row) => row.action);
}

describe('account lockout', () => {
  it('100 wrong passwords then the right one: the right one is refused', async () => {
    const answers: Array<{ status: number; message?: string }> = [];
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const { status, body } = await api.call<Answer>('login', { username: 'executive', password: wrongPassword });
      answers.push({ status, message: body.message });
    }
    expect(answers.slice(0, 9)).toEqual(repeat(9, { status: 401, message: 'These credentials do not match our records.' }));
    expect(answers[9]?.status).toBe(401);
    expect(answers[9]?.message).toMatch(/Sign-in is locked for 15 minutes/);
    // Later attempts are refused by the lock or, past the per-user limit, by the rate limit.
    expect(answers.slice(10).every(({ status }) => status === 401 || status === 429)).toBe(true);
    const right = await api.call<Answer>('login', { username: 'executive', password });
    expect(right.status).not.toBe(200);
    expect(right.body.data).toBeUndefined();
    expect(await auditActions('executive')).toContain('login.locked');
  });

  it('while locked, the right password gets the same answer as a wrong one; after 15 minutes it signs in', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await api.call('login', { username: 'billing', password: wrongPassword });
    }
    const right = await api.call<Answer>('login', { username: 'billing', password });
    const wrong = await api.call<Answer>('login', { username: 'billing', password: wrongPassword });
    expect(right).toEqual(wrong);
    expect(right).toEqual({
      status: 401,
      body: { message: 'Too many failed sign-in attempts. Sign-in is locked for 15 minutes. Please try again later or reset your password.' },
    });
    api.clock.advance(minutes(15) + 1000);
    expect((await api.call<Answer>('login', { username: 'billing', password })).status).toBe(200);
    expect(await auditActions('billing')).toEqual(expect.arrayContaining(['login.locked', 'login.refused_locked', 'login.succeeded']));
  });

  it('a successful sign-in resets the count of wrong passwords', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        expect((await api.call('login', { username: 'sales', password: wrongPassword })).status).toBe(401);
      }
      expect((await api.call('login', { username: 'sales', password })).status).toBe(200);
    }
  });

  it('an unknown username locks the same way, so the lock does not tell which accounts exist', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      known.push((await api.call<Answer>('login', { username: 'pma', password: wrongPassword })).body.message ?? '');
      unknown.push((await api.call<Answer>('login', { username: 'no-such-user', password: wrongPassword })).body.message ?? '');
    }
    expect(unknown).toEqual(known);
    expect(known[10]).toMatch(/locked/);
  });
});

describe('rate limits', () => {
  it('flooding forgot_password for one username gets 429 and stops sending mail', async () => {
    const before = await mailsTo('csjunior@cadence.example');
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let request = 1; request <= 20; request += 1) {
      const answer = await post(api.baseUrl, 'forgot_password', { username: 'csjunior' });
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses).toEqual([...repeat(5, 200), ...repeat(15, 429)]);
    expect(await mailsTo('csjunior@cadence.example')).toBe(before + 5);
    expect(refused?.body).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });
    expect(Number(refused?.retryAfter)).toBe(15 * 60);
    // The same username in other letters, or the account's e-mail address, is the same user.
    expect((await post(api.baseUrl, 'forgot_password', { username: ' CSJunior ' })).status).toBe(429);
    expect((await post(api.baseUrl, 'forgot_password', { username: 'csjunior@cadence.example' })).status).toBe(429);
    expect(await mailsTo('csjunior@cadence.example')).toBe(before + 5);

    api.clock.advance(minutes(15));
    expect((await post(api.baseUrl, 'forgot_password', { username: 'csjunior' })).status).toBe(200);
    expect(await mailsTo('csjunior@cadence.example')).toBe(before + 6);
  });

  it('flooding the e-mailed login link for one username gets 429 and stops sending mail', async () => {
    const before = await mailsTo('cssenior@cadence.example');
    const statuses: number[] = [];
    for (let request = 1; request <= 8; request += 1) {
      statuses.push((await post(api.baseUrl, 'user/email_login_link', { username: 'cssenior' })).status);
    }
    expect(statuses).toEqual([...repeat(5, 200), ...repeat(3, 429)]);
    expect(await mailsTo('cssenior@cadence.example')).toBe(before + 5);
  });

  it('one address trying many usernames gets 429 from the per-IP limit', async () => {
    api.clock.advance(minutes(15));
    const statuses: number[] = [];
    for (let request = 1; request <= 101; request += 1) {
      statuses.push((await post(api.baseUrl, 'forgot_password', { username: `spray-${request}@nowhere.example` })).status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    // A real user from the same address is refused too until the window ends.
    expect((await post(api.baseUrl, 'forgot_password', { username: 'surgeon' })).status).toBe(429);
    api.clock.advance(minutes(15));
    expect((await post(api.baseUrl, 'forgot_password', { username: 'surgeon' })).status).toBe(200);
  });

  it('two middleware processes on one database share the counts', async () => {
    const second: FastifyInstance = await buildServer({
      db: api.db,
      mailer: createOutboxMailer(api.db, api.clock),
      config: testConfig,
      clock: api.clock,
    });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.server.address();
      const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const before = await mailsTo('therapist@cadence.example');
      const statuses: number[] = [];
      for (let request = 1; request <= 3; request += 1) {
        statuses.push((await post(api.baseUrl, 'forgot_password', { username: 'therapist' })).status);
        statuses.push((await post(secondUrl, 'forgot_password', { username: 'therapist' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await mailsTo('therapist@cadence.example')).toBe(before + 5);
    } finally {
      await second.close();
    }
  });
});
