import { simulatableDevicesPath } from '../server/patientApp/registerPatientAppDevRoutes';
import type { SimulatableDevice } from './simulatedPatient';

/**
 * Asks a portal in demo mode for `count` patients' devices with their keys (patients with
 * an RTM template assignment first), after the first `skip` of the listing. A portal outside demo mode has no such listing.
 *
 * @throws Error naming the address when the portal does not answer the listing.
 * @example
 * const devices = await findSimulatableDevices('http://127.0.0.1:8080', 50);
 */
export async function findSimulatableDevices(baseUrl: string, count: number, skip = 0): Promise<SimulatableDevice[]> {
  const url = `${baseUrl.replace(/\/$/, '')}${simulatableDevicesPath}?limit=${count}&offset=${skip}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`no portal answers at ${baseUrl} (${error instanceof Error ? error.message : String(error)}); start one with \`npm start\``, { cause: error });
  }
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: the simulator needs a portal in demo mode (\`npm start\`, CADENCE_DEMO=1)`);
  }
  const body = (await response.json()) as { data?: SimulatableDevice[] };
  return body.data ?? [];
}
