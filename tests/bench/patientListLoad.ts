// A middleware call under load (`POST /api/patient/list`, `POST /api/search`): 50 concurrent
// connections for a fixed time (measureLoad.ts).
import type autocannon from 'autocannon';
import { demoPassword } from '../../scripts/demoUsers.mjs';
import { measureLoad, type LoadFigures } from './measureLoad';

/** The first page of the patient list as the screen asks for it (specs/screens/patients.screen.yaml). */
export const firstPageRequest = {
  limit: 20,
  page: 1,
  order_by: { field: 'patient_last_name', direction: 'asc' },
  search: { patient_status: 2 },
} as const;

/** Signs `username` in through the API and returns the access token. */
export async function apiToken(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!response.ok || !token)
    throw new Error(
      `POST /api/login as ${username} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`,
    );
  return token;
}

/** A patient search by last name as the search screen sends it (specs/screens/search.screen.yaml). */
export const patientSearchRequest = {
  search_model: 'patient_name',
  search_term: { last_name: 'Mar' },
  page: 1,
} as const;

/** How many rows the call reports (`total`, or the data length), as a sanity check of the data set. */
async function answerTotal(url: string, token: string, body: unknown): Promise<number | undefined> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const answer = (await response.json()) as { data?: { total?: number; data?: unknown[] } };
  return answer.data?.total ?? answer.data?.data?.length;
}

/** Loads the patient list's first page; see {@link loadCall}. */
export function loadPatientList(baseUrl: string, token: string): Promise<LoadFigures> {
  return loadCall(baseUrl, token, '/api/patient/list', firstPageRequest);
}

/** Runs the load on `path` with `body` and resolves with the figures; a short warm-up runs first and is not counted. */
export async function loadCall(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
  seconds = 10,
  connections = 50,
): Promise<LoadFigures> {
  const total = await answerTotal(`${baseUrl}${path}`, token, body);
  const options: autocannon.Options = {
    url: `${baseUrl}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    connections,
    // A call slower than autocannon's 10 s default under this load is a figure, not an error.
    timeout: 120,
  };
  return measureLoad(options, seconds, total);
}
