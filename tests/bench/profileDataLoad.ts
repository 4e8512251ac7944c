// The patient profile's session data under load: GET recovery_report (the Session History and
// chart tabs) and GET all_patient_sessions (the Sessions tab), alternating over patients spread
// across the whole data set, 50 concurrent connections, every answer's latency recorded.
import type autocannon from 'autocannon';
import { measureLoad, type LoadFigures } from './measureLoad';

/** The two calls of one profile visit for patient `id`, as the portal sends them (New York winter offset). */
export const profileDataPaths = (id: number): string[] => [
  `/api/patient_treatment_plan/recovery_report/${id}/-300`,
  `/api/all_patient_sessions/${id}`,
];

/**
 * Loads the profile data calls over `patientIds` for `seconds` (after an uncounted warm-up).
 *
 * @example
 * const figures = await loadProfileData(server.baseUrl, token, [1, 501, 1001]);
 */
export async function loadProfileData(
  baseUrl: string,
  token: string,
  patientIds: readonly number[],
  seconds = 10,
  connections = 50,
): Promise<LoadFigures> {
  const paths = patientIds.flatMap(profileDataPaths);
  const first = await fetch(`${baseUrl}${paths[0] ?? ''}`, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`GET ${paths[0]} answered ${first.status}: ${(await first.text()).slice(0, 200)}`);
  let next = 0;
  const options: autocannon.Options = {
    url: baseUrl,
    connections,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next] ?? paths[0] ?? '/' };
        },
      },
    ],
  };
  return measureLoad(options, seconds, patientIds.length);
}
