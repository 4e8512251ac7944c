import { describe, expect, it } from 'vitest';
import { planProtocolBars } from './planProtocolBars';

describe('planProtocolBars', () => {
  it('[unnamed-panel-visibility] draws each protocol of the plan in its order, completed against days × sessions a day', () => {
    const plan = {
      patient_treatment_plan_protocol: [
        { name: 'Build', sequence: 2, num_of_days: 10, sessions_per_day: 3, completed_sessions: 4 },
        { name: 'Start', sequence: 1, num_of_days: 5, sessions_per_day: 2, completed_sessions: 10 },
      ],
    };
    expect(planProtocolBars(plan)).toEqual([
      { name: 'Start', completed: 10, planned: 10 },
      { name: 'Build', completed: 4, planned: 30 },
    ]);
  });

  it('has no bars for anything that is no plan', () => {
    expect(planProtocolBars(null)).toEqual([]);
    expect(planProtocolBars({ patient_treatment_plan_protocol: 'x' })).toEqual([]);
  });
});
