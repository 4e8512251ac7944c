// The soak's portal clients: signed-in users doing a clinic's daily mix through the middleware's
// API (lists, profiles, notes, plans, searches), each with a think time between steps, so the load
// is many users at a human pace rather than one tight loop.
import { firstPageRequest, patientSearchRequest } from '../patientListLoad';
import type { SoakLog } from './soakLog';
import { demoPassword } from '../../../scripts/demoUsers.mjs';

/** The demo users the clients sign in as: every one may read patients, several write notes. */
export const dailyMixUsers = ['csmanager', 'staff', 'pma', 'pms', 'pmm', 'surgeon', 'therapist', 'customerservice', 'cssenior', 'fieldspecialist', 'surgicalcenter'] as const;

/** A client's pause between two steps (ms): a person reading the screen. */
const thinkTimeMs = { min: 2_000, max: 6_000 };

interface Answer {
  status: number;
  body: unknown;
}

/** One call, recorded in the log under its operation; a call that got no answer is status 0. */
async function call(log: SoakLog, baseUrl: string, token: string, operation: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    const answer = (await response.json().catch(() => undefined)) as unknown;
    log.calls.push({ operation, status: response.status, startedAt, ms: Date.now() - startedAt });
    return { status: response.status, body: answer };
  } catch {
    log.calls.push({ operation, status: 0, startedAt, ms: Date.now() - startedAt });
    return { status: 0, body: undefined };
  }
}

/** A signed-in user with the patients its list shows and the steps its role may take. */
interface ClientUser {
  username: string;
  token: string;
  patientIds: number[];
  steps: Step[];
}

interface Step {
  name: string;
  weight: number;
  run(log: SoakLog, baseUrl: string, user: ClientUser, random: () => number): Promise<Answer>;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}

/** The daily mix: what a clinician or a monitoring user does most, weighted. */
const steps: Step[] = [
  {
    name: 'patient list',
    weight: 30,
    run: (log, baseUrl, user, random) =>
      call(log, baseUrl, user.token, 'listPatients', 'POST', '/patient/list', { ...firstPageRequest, page: 1 + Math.floor(random() * 3) }),
  },
  {
    name: 'patient profile',
    weight: 25,
    async run(log, baseUrl, user, random) {
      const id = pick(user.patientIds, random);
      const detail = await call(log, baseUrl, user.token, 'getPatientDetail', 'GET', `/patient/alt/${id}`);
      if (detail.status !== 200) return detail;
      return call(log, baseUrl, user.token, 'listPatientNotes', 'GET', `/patient_note/list/${id}`);
    },
  },
  {
    name: 'note',
    weight: 10,
    async run(log, baseUrl, user, random) {
      const answer = await call(log, baseUrl, user.token, 'createPatientNote', 'POST', '/patient_note', {
        patient_id: pick(user.patientIds, random),
        note: `Soak note ${Date.now()}: patient reports steady progress.`,
        type: 'PPN',
        time_zone: 'America/Chicago',
      });
      const note = dataOf(answer.body);
      if (answer.status === 200 && typeof note === 'object' && note !== null && 'id' in note && typeof note.id === 'number') log.acknowledgedNotes.push(note.id);
      return answer;
    },
  },
  {
    name: 'treatment plans',
    weight: 15,
    run: (log, baseUrl, user, random) =>
      call(log, baseUrl, user.token, 'getAllPatientTreatmentPlans', 'GET', `/patient_treatment_plan/patient/${pick(user.patientIds, random)}`),
  },
  {
    name: 'search',
    weight: 20,
    run: (log, baseUrl, user) => call(log, baseUrl, user.token, 'searchAssets', 'POST', '/search', patientSearchRequest),
  },
];

async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (!response.ok || !body.data?.access_token) throw new Error(`signing ${username} in answered ${response.status}`);
  return body.data.access_token;
}

/**
 * Signs each daily-mix user in, reads the patients its list shows, and keeps the steps its role
 * may take (a step the server refuses the role, 403, is left out: the portal would not offer it).
 */
export async function prepareClientUsers(baseUrl: string, log: SoakLog): Promise<ClientUser[]> {
  const probe: SoakLog = { ...log, calls: [], acknowledgedNotes: [] };
  const users: ClientUser[] = [];
  for (const username of dailyMixUsers) {
    const token = await signIn(baseUrl, username);
    const list = await call(probe, baseUrl, token, 'listPatients', 'POST', '/patient/list', { ...firstPageRequest, limit: 100 });
    const page = dataOf(list.body);
    const rows = typeof page === 'object' && page !== null && 'data' in page && Array.isArray(page.data) ? page.data : [];
    const patientIds = rows.flatMap((row: unknown) => (typeof row === 'object' && row !== null && 'patient_id' in row && typeof row.patient_id === 'number' ? [row.patient_id] : []));
    if (patientIds.length === 0) continue;
    const user: ClientUser = { username, token, patientIds, steps: [] };
    for (const step of steps) {
      const answer = await step.run(probe, baseUrl, user, Math.random);
      if (answer.status === 200) user.steps.push(step);
    }
    if (user.steps.length > 0) users.push(user);
  }
  return users;
}

/**
 * Runs `count` clients, spread over the users and the servers, until `until` resolves; each takes
 * a weighted step of its user's mix, then thinks.
 */
export async function runPortalClients(options: { count: number; users: ClientUser[]; baseUrls: readonly string[]; log: SoakLog; until: Promise<void> }): Promise<void> {
  let stopped = false;
  void options.until.then(() => (stopped = true));
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const client = async (index: number) => {
    const user = options.users[index % options.users.length]!;
    const baseUrl = options.baseUrls[index % options.baseUrls.length]!;
    const total = user.steps.reduce((sum, step) => sum + step.weight, 0);
    // Spread the first steps over one think time, as users arrive one by one.
    await sleep(Math.random() * thinkTimeMs.max);
    while (!stopped) {
      let roll = Math.random() * total;
      const step = user.steps.find((candidate) => (roll -= candidate.weight) < 0) ?? user.steps[0]!;
      await step.run(options.log, baseUrl, user, Math.random);
      await sleep(thinkTimeMs.min + Math.random() * (thinkTimeMs.max - thinkTimeMs.min));
    }
  };
  await Promise.all(Array.from({ length: options.count }, (_, index) => client(index)));
}
