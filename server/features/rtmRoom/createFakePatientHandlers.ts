// Generate Fake Patients ([rtm-fake-patients]): the patients are made in one transaction, then
// each joins every dashboard with a patient_joined push.
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { LiveEvents } from '../../realtime/LiveEvents';
import { generateFakePatients } from './generateFakePatients';
import { requireProfile } from './requireProfile';

/**
 * The handler of generateFakeRtmPatients.
 *
 * @example
 * const handlers = createFakePatientHandlers(db, clock, live);
 */
export function createFakePatientHandlers(db: Database, clock: Clock, live: LiveEvents): OperationHandlers {
  return {
    async generateFakeRtmPatients(call) {
      const tiles = await generateFakePatients(db, requireProfile(call.profile), clock.now());
      for (const tile of tiles) await live.pushToPortal({ notification_type: 'patient_joined', patient_id: tile.id, json: tile });
      return { patients: tiles };
    },
  };
}
