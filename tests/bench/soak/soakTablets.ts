// The soak's tablets: the patient-app simulator's patients, spread over the middleware processes,
// each tile-changing message recorded with the pushes it must cause.
import { startSimulatedPatient, type SimulatableDevice, type SimulatedPatient } from '../../../simulator/simulatedPatient';
import { seededRandom } from '../../../simulator/patientScript';
import type { SoakLog } from './soakLog';

/**
 * The pushes each tablet message causes on the dashboards. Progress is left out: the gateway
 * sends at most one progress push a second per patient, so a progress message may rightly cause none.
 */
const pushesOf: Record<string, readonly string[]> = {
  join_session: ['patient_joined'],
  pain: ['pain_high', 'patient_update'],
  interaction_request: ['interaction_request'],
  session_complete: ['session_complete'],
  leave: ['patient_leave'],
};

/** Asks the demo listing of `baseUrl` for `count` tablets with their keys. */
export async function listSoakDevices(baseUrl: string, count: number): Promise<SimulatableDevice[]> {
  const response = await fetch(`${baseUrl}/dev/patient-app/devices?limit=${count}&offset=0`);
  if (!response.ok) throw new Error(`the tablet listing answered ${response.status}`);
  return ((await response.json()) as { data: SimulatableDevice[] }).data;
}

/**
 * Starts one simulated tablet per device at `rate` events a second, the i-th on the i-th server
 * (round robin), and records what each sends and the error replies it gets.
 */
export function startSoakTablets(options: { devices: readonly SimulatableDevice[]; baseUrls: readonly string[]; rate: number; log: SoakLog }): SimulatedPatient[] {
  return options.devices.map((device, index) =>
    startSimulatedPatient({
      baseUrl: options.baseUrls[index % options.baseUrls.length]!,
      device,
      rate: options.rate,
      answer: 'accept',
      random: seededRandom(1_000 + index),
      onMessage(direction, message) {
        const at = Date.now();
        if (direction === 'received') {
          if (message.type === 'error') options.log.tabletErrors.push({ patientId: device.patient_id, at });
          return;
        }
        const pushTypes = pushesOf[message.type];
        if (pushTypes) options.log.tabletEvents.push({ patientId: device.patient_id, pushTypes, at });
      },
    }),
  );
}
