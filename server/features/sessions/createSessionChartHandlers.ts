// The Sessions tab's sensor charts (document 2, section 3 "Session chart data"): one session's
// samples of one kind, within the caller's patient data scope.
import type { Database } from '../../db/Database';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope, patientNotFound } from '../patients/patientInScope';
import { sampleOf, type SampleKind, type SampleRow, type SessionChartSample } from './sessionSamples';
import type { ScopedRows } from '../../security/scopedRows';

interface SessionChartData {
  session_id: number;
  patient_id: number;
  samples: SessionChartSample[];
}

/**
 * pedal-radius-data, o2-data, bp-data, ecg-data and rpe-data/{id}, where {id} is a session (the
 * reading written in specs/api/sessions.yaml).
 *
 * @example
 * const handlers = createSessionChartHandlers(db);
 */
export function createSessionChartHandlers(db: Database): OperationHandlers {
  async function samplesOf(patients: ScopedRows<'patients'>, sessionId: number, kind: SampleKind): Promise<SessionChartData> {
    const [session] = await db.query<{ patient_id: number }>('select patient_id from exercise_sessions where id = $1', [
      sessionId,
    ]);
    if (!session) throw patientNotFound();
    const patient = await patientInScope(patients, session.patient_id);
    const rows = await db.query<SampleRow>(
      `select recorded_at, value, second_value, points from session_samples
       where session_id = $1 and kind = $2 order by recorded_at, id`,
      [sessionId, kind],
    );
    return { session_id: sessionId, patient_id: patient.id, samples: rows.map((row) => sampleOf(kind, row)) };
  }
  return {
    getPedalRadiusData: (call) => samplesOf(call.scoped.patients, call.params.id, 'pedal_radius'),
    getO2Data: (call) => samplesOf(call.scoped.patients, call.params.id, 'o2'),
    getBloodPressureData: (call) => samplesOf(call.scoped.patients, call.params.id, 'blood_pressure'),
    getEcgData: (call) => samplesOf(call.scoped.patients, call.params.id, 'ecg'),
    getRpeData: (call) => samplesOf(call.scoped.patients, call.params.id, 'rpe'),
  };
}
