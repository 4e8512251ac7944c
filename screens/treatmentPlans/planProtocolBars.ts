import type { Row } from '../../runtime/formats/cellDisplay';

/** One protocol of a plan as the plan's chart draws it. */
export interface ProtocolBar {
  name: string;
  /** Sessions the patient completed in this protocol. */
  completed: number;
  /** Sessions the protocol plans: its days times its sessions a day. */
  planned: number;
}

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The bars of a treatment plan's chart (a plan as getActiveTreatmentPlanForPatient answers it):
 * its protocols in their order, each with its completed and planned sessions (num_of_days ×
 * sessions_per_day, document 2, section 3). Anything that is no plan has no bars.
 *
 * @example
 * planProtocolBars({ patient_treatment_plan_protocol: [{ name: 'Week 1', sequence: 1, num_of_days: 7, sessions_per_day: 2, completed_sessions: 5 }] });
 * // [{ name: 'Week 1', completed: 5, planned: 14 }]
 */
export function planProtocolBars(plan: unknown): ProtocolBar[] {
  const protocols = isRecord(plan) && Array.isArray(plan.patient_treatment_plan_protocol) ? plan.patient_treatment_plan_protocol : [];
  return protocols
    .filter(isRecord)
    .sort((a, b) => count(a.sequence) - count(b.sequence))
    .map((protocol) => ({
      name: typeof protocol.name === 'string' ? protocol.name : '',
      completed: count(protocol.completed_sessions),
      planned: count(protocol.num_of_days) * count(protocol.sessions_per_day),
    }));
}
