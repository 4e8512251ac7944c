import { describe, expect, it } from 'vitest';
import { planFromWire, planRequestBody, templateFromWire, templateRequestBody } from './planEditorWire';

const wireProtocol = {
  id: 4,
  name: 'Warm up',
  purpose: null,
  num_of_days: 3,
  sessions_per_day: 5,
  pedal_radius: 100,
  resistance: 1,
  rpm_min: 20,
  rpm_max: 60,
  pressure_limit: 40,
  sequence: 1,
};
const periods = [
  { id: 2, sequence: 2, length_of_time: 10, period_direction_id: 2, period_type_id: 5 },
  { id: 1, sequence: 1, length_of_time: 5, period_direction_id: 1, period_type_id: 1 },
];

describe('plan editor wire shapes', () => {
  it('[plan-save-call] a plan goes back with its protocols and periods numbered in the order shown', () => {
    const plan = planFromWire({
      id: 12,
      patient_id: 7,
      name: 'Knee',
      description: null,
      is_active: true,
      is_included: true,
      sequence: 1,
      treatment_plan_type: 2,
      treatment_plan_type_text: 'Post-Operative',
      treatment_start_date: null,
      treatment_end_date: null,
      status: 'Pending',
      patient_treatment_plan_protocol: [
        { ...wireProtocol, completed_sessions: 0, patient_treatment_plan_id: 12, patient_treatment_plan_protocol_period: periods },
      ],
    });
    expect(plan.protocols[0]?.periods.map(({ id }) => id)).toEqual([1, 2]);
    const body = planRequestBody(plan, 7);
    expect(body).toMatchObject({ name: 'Knee', is_active: true, patient_id: 7, is_included: true, sequence: 1, treatment_plan_type: 2 });
    expect(body.patient_treatment_plan_protocol[0]?.patient_treatment_plan_protocol_period).toEqual([
      { id: 1, sequence: 1, length_of_time: 5, period_direction_id: 1, period_type_id: 1 },
      { id: 2, sequence: 2, length_of_time: 10, period_direction_id: 2, period_type_id: 5 },
    ]);
  });

  it('[template-save-call] a template goes back with name, description, protocols, sequence, type, activity, procedure type and default', () => {
    const template = templateFromWire({
      id: 3,
      name: 'Six weeks',
      description: null,
      is_default: true,
      practice_team_member_id: 4,
      procedure_type_id: 1,
      treatment_plan_type: 2,
      sequence: 1,
      is_active: true,
      num_of_days: 3,
      protocols: [{ ...wireProtocol, periods }],
    });
    const body = templateRequestBody(template, 9);
    expect(body).toMatchObject({
      name: 'Six weeks',
      description: null,
      is_default: true,
      procedure_type_id: 1,
      treatment_plan_type: 2,
      sequence: 1,
      is_active: true,
      practice_team_member_id: 4,
    });
    expect(body.protocols[0]?.periods?.map(({ sequence }) => sequence)).toEqual([1, 2]);
  });
});
