// `POST /api/patient/list` under load: 50 concurrent connections for a fixed time, the latency of
// every answer recorded so p50 and p95 come from the real distribution.
import autocannon from 'autocannon';
import { demoPassword } from '../../scripts/demoUsers.mjs';
import { percentile } from './percentile';

/** The first page of the patient list as the screen asks for it (specs/screens/patients.screen.yaml). */
export const firstPageRequest = {
  limit: 20,
  page: 1,
  order_by: { field: 'patient_last_name', direction: 'asc' },
  search: { patient_status: 2 },
} as const;

export interface LoadFigures {
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  throughput: number;
  total: number | undefined;
}

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

/** How many patients the list reports for the request, as a sanity check of the data set. */
async function listTotal(baseUrl: string, token: string): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/api/patient/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(firstPageRequest),
  });
  if (!response.ok)
    throw new Error(
      `POST /api/patient/list answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  const body = (await response.json()) as { data?: { total?: number } };
  return body.data?.total;
}

/** Runs the load and resolves with the figures; a short warm-up runs first and is not counted. */
export async function loadPatientList(
  baseUrl: string,
  token: string,
  seconds = 10,
  connections = 50,
): Promise<LoadFigures> {
  const total = await listTotal(baseUrl, token);
  const options: autocannon.Options = {
    url: `${baseUrl}/api/patient/list`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(firstPageRequest),
    connections,
  };
  await autocannon({ ...options, duration: 2 });

  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error: unknown, finished) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      else resolve(finished);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    throughput: result.requests.average,
    total,
  };
}
