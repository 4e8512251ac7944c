// The caller cache across middleware PROCESSES (issue 27: "cache [the caller] per token for a few
// seconds (invalidated across processes on user, permission and token changes and at logout)"):
// two real OS processes (tests/api/harness/serverProcessEntry.ts) on one PostgreSQL database.
// Process B holds a caller in memory (server/session/callerCache.ts); a sign-out or a permission
// revoked through process A reaches B through the NOTIFY of migration 0039, and B refuses on its
// next call once the notification arrives (polled for at most 2 s, never longer). With B's
// LISTEN connection lost B keeps nothing (every call asks the database), and once it listens
// again it keeps and forgets as before.
//
// It needs PostgreSQL (TEST_DATABASE_URL, set on CI when PostgreSQL answers): PGlite is one
// process's embedded database, which a second OS process cannot open, so without it the file is
// skipped, saying why.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/generated/operations';
import { openPostgresTestCopy } from '../../server/db/openTestDatabase';
import type { PostgresTestDatabase } from '../../server/db/postgresTestDatabase';
import { callerCacheMs, callerChangeChannel } from '../../server/session/callerCache';
import { password } from './harness/signIn';
import { startServerProcess, type ServerProcess } from './harness/serverProcess';
import { demoSeed } from './harness/startApiServer';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** How long a change made through A may take to reach B: generous; the notification takes milliseconds. */
const noticeBoundMs = 2000;

/** The first page of the patient list, as the patients screen asks for it. */
const firstPage = { limit: 20, page: 1, order_by: { field: 'patient_last_name', direction: 'asc' }, search: {} };

let db: PostgresTestDatabase;
let processA: ServerProcess;
let processB: ServerProcess;
/** B's connections carry this application_name, so its LISTEN connection can be told from A's. */
const nameOfB = `cadence-b-${randomBytes(4).toString('hex')}`;

/** `url` with every connection opened on it named `applicationName` in pg_stat_activity. */
function namedConnections(url: string, applicationName: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', applicationName);
  return named.toString();
}

/** Calls an operation (method and path from the generated table) on `server`; resolves with the status. */
async function call(
  server: ServerProcess,
  operationId: OperationId,
  token: string,
  options: { body?: unknown; path?: Readonly<Record<string, string | number>> } = {},
): Promise<{ status: number; data: unknown }> {
  const { method } = operations[operationId];
  const path = operations[operationId].path.replace(/\{([^}]+)\}/g, (_, name: string) => String(options.path?.[name] ?? ''));
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: method.toUpperCase(),
    headers: { authorization: `Bearer ${token}`, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer = (await response.json()) as { data?: unknown };
  return { status: response.status, data: answer.data };
}

async function signIn(server: ServerProcess, username: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await response.json()) as { data?: { access_token?: unknown } };
  if (response.status !== 200 || typeof answer.data?.access_token !== 'string') throw new Error(`sign-in of ${username}: ${response.status}`);
  return answer.data.access_token;
}

/**
 * Calls `ask` until it answers `refused`, for at most `noticeBoundMs` after `changedAt` (the
 * moment A answered the change), then three times more; resolves with every status and when it
 * came, so the test can say which answers came after the bound.
 */
async function answersAfterChange(
  ask: () => Promise<number>,
  refused: number,
  changedAt: number,
): Promise<{ status: number; afterMs: number }[]> {
  const answers: { status: number; afterMs: number }[] = [];
  for (;;) {
    const status = await ask();
    answers.push({ status, afterMs: performance.now() - changedAt });
    if (status === refused || performance.now() - changedAt > noticeBoundMs) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (let again = 0; again < 3; again += 1) answers.push({ status: await ask(), afterMs: performance.now() - changedAt });
  return answers;
}

/** The process ids of B's LISTEN connection for caller changes (none while it is lost). */
async function listenersOfB(): Promise<number[]> {
  const rows = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and application_name = $1 and query = $2`,
    [nameOfB, `listen ${callerChangeChannel}`],
  );
  return rows.map((row) => row.pid);
}

/**
 * Keeps B deaf: terminates B's LISTEN connection (pg_terminate_backend) every 20 ms, as often as
 * B opens it again, until the returned stop; stop resolves with how many were terminated.
 */
function keepDeaf(): { firstTerminated: Promise<void>; stop: () => Promise<number> } {
  let running = true;
  let terminated = 0;
  let markFirst: () => void = () => undefined;
  const firstTerminated = new Promise<void>((resolve) => (markFirst = resolve));
  const loop = (async () => {
    while (running) {
      const rows = await db.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and application_name = $1 and query = $2`,
        [nameOfB, `listen ${callerChangeChannel}`],
      );
      terminated += rows.filter((row) => row.ended).length;
      if (terminated > 0) markFirst();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    firstTerminated,
    stop: async () => {
      running = false;
      await loop;
      return terminated;
    },
  };
}

describe.skipIf(!databaseUrl)('the caller cache across two middleware OS processes on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite cannot be shared by two processes)', () => {
  beforeAll(async () => {
    db = await openPostgresTestCopy(databaseUrl!, demoSeed(60));
    // A bus channel of this file's own, so that parallel test files never hear each other's events;
    // the caller channel is the database's own (each test file has a database of its own).
    const channel = `test_callers_${randomBytes(4).toString('hex')}`;
    [processA, processB] = await Promise.all([
      startServerProcess({ databaseUrl: db.connectionString, channel }),
      startServerProcess({ databaseUrl: namedConnections(db.connectionString, nameOfB), channel }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([processA?.stop(), processB?.stop()]);
    await db?.close();
  }, 60_000);

  it('[logout-clears-state] a token signed out through process A is refused by process B, which held the caller, once A has answered', async () => {
    const token = await signIn(processA, 'staff');
    const list = () => call(processB, 'listPatients', token, { body: firstPage });
    // Twice: the second answer comes from B's memory.
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200);

    expect((await call(processA, 'logout', token)).status).toBe(200);
    const answers = await answersAfterChange(async () => (await list()).status, 401, performance.now());

    expect(answers.some((answer) => answer.status === 401)).toBe(true);
    // Never the signed-in answer past the bound, and never again once refused.
    expect(answers.filter((answer) => answer.status !== 401 && answer.afterMs > noticeBoundMs)).toEqual([]);
    const firstRefusal = answers.findIndex((answer) => answer.status === 401);
    expect(answers.slice(firstRefusal).map((answer) => answer.status)).toEqual(answers.slice(firstRefusal).map(() => 401));
  });

  it('a permission revoked through process A is refused by process B, which held the caller, once A has answered', async () => {
    const [member] = await db.query<{ id: number }>(
      `select m.id from practice_team_members m join users u on u.id = m.user_id where u.username = 'staff'`,
    );
    const [patient] = await db.query<{ id: number }>(
      `select p.id from patients p join practice_team_members m on m.practice_id = p.practice_id
         join users u on u.id = m.user_id where u.username = 'staff' and not p.archived order by p.id limit 1`,
    );
    const staff = await signIn(processA, 'staff');
    const manager = await signIn(processA, 'csmanager');
    const plans = () => call(processB, 'getAllPatientTreatmentPlans', staff, { path: { patientId: patient!.id } });
    // The clinical staff member sees treatment plans through View Treatment Plan alone.
    expect((await plans()).status).toBe(200);
    expect((await plans()).status).toBe(200);

    const grants = await call(processA, 'listTeamMemberPermissions', manager, { path: { id: member!.id } });
    const viewPlan = (grants.data as { key: string; practice_team_member_permission_id: number }[]).find((grant) => grant.key === 'viewPlan');
    expect(viewPlan).toBeDefined();
    expect((await call(processA, 'revokeTeamMemberPermission', manager, { path: { id: viewPlan!.practice_team_member_permission_id } })).status).toBe(200);
    const answers = await answersAfterChange(async () => (await plans()).status, 403, performance.now());

    expect(answers.some((answer) => answer.status === 403)).toBe(true);
    expect(answers.filter((answer) => answer.status !== 403 && answer.afterMs > noticeBoundMs)).toEqual([]);
    const firstRefusal = answers.findIndex((answer) => answer.status === 403);
    expect(answers.slice(firstRefusal).map((answer) => answer.status)).toEqual(answers.slice(firstRefusal).map(() => 403));
  });

  it('with its LISTEN connection lost, process B keeps no caller (a sign-out through A is refused at once), and once it listens again it keeps and forgets callers as before', async () => {
    expect(await listenersOfB()).toHaveLength(1);
    const token = await signIn(processA, 'pms');
    const list = () => call(processB, 'listPatients', token, { body: firstPage });
    expect((await list()).status).toBe(200);

    // Deaf: what is announced meanwhile cannot reach B.
    const deaf = keepDeaf();
    await deaf.firstTerminated;
    // B's client hears its connection end a moment after the backend does.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await call(processA, 'logout', token)).status).toBe(200);
    // No notification can arrive: only a caller not kept is refused here, at the first call.
    expect((await list()).status).toBe(401);
    const terminated = await deaf.stop();
    expect(terminated).toBeGreaterThan(0);

    // B opens its LISTEN connection again (250 ms after losing it, doubling up to 5 s).
    await expect.poll(listenersOfB, { timeout: 15_000, interval: 100 }).toHaveLength(1);
    // The database shows the LISTEN a moment before B has read its answer and hears again.
    await new Promise((resolve) => setTimeout(resolve, 250));

    // B keeps callers again: a token revoked without the announcement (the trigger of migration
    // 0039 switched off for the moment) is still believed from memory...
    const again = await signIn(processA, 'pms');
    const listAgain = () => call(processB, 'listPatients', again, { body: firstPage });
    expect((await listAgain()).status).toBe(200);
    const keptSince = performance.now();
    await db.exec('alter table access_tokens disable trigger access_tokens_caller_change');
    try {
      await db.query(`update access_tokens set revoked_at = now() where user_id = (select id from users where username = 'pms') and revoked_at is null`);
    } finally {
      await db.exec('alter table access_tokens enable trigger access_tokens_caller_change');
    }
    const fromMemory = (await listAgain()).status;
    // (only while the kept answer is younger than the cache's few seconds, which a loaded machine may exceed)
    if (performance.now() - keptSince < callerCacheMs - 500) expect(fromMemory).toBe(200);

    // ...and forgotten as soon as B hears a change announced.
    await db.query('select pg_notify($1, $2)', [callerChangeChannel, 'access_tokens']);
    const announcedAt = performance.now();
    const answers = await answersAfterChange(async () => (await listAgain()).status, 401, announcedAt);
    expect(answers.some((answer) => answer.status === 401)).toBe(true);
    expect(answers.filter((answer) => answer.status !== 401 && answer.afterMs > noticeBoundMs)).toEqual([]);
  });
});
