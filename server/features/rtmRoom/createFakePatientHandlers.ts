// Generate Fake Patients ([rtm-fake-patients]): the fake patients' simulated tablets join through
// the patient-app gateway (fakePatientRun); the answer is their tiles as the caller sees them.
import type { Clock } from '../../clock/Clock';
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { FakePatientRun } from './fakePatientRun';
import { readLiveTiles } from './liveTiles';

/**
 * The handler of generateFakeRtmPatients.
 *
 * @example
 * const handlers = createFakePatientHandlers(db, clock, run);
 */
export function createFakePatientHandlers(db: Database, clock: Clock, run: FakePatientRun): OperationHandlers {
  return {
    async generateFakeRtmPatients(call) {
      const profile = call.profile;
      const patientIds = await run.start(profile);
      return { patients: await readLiveTiles(db, call.scoped.patients, clock.now(), { patientIds }) };
    },
  };
}
