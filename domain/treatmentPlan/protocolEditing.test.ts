import { describe, expect, it } from 'vitest';
import { defaultProtocol, clampToRange, movePeriod, protocolProblems, protocolRanges, addPeriod, removePeriod, addProtocol, removeProtocol, updatePeriod } from './protocolEditing';
import type { EditorProtocol } from './planEditorTypes';

const base = defaultProtocol(1);
const problemsOf = (patch: Partial<EditorProtocol>) => protocolProblems({ ...base, ...patch });

describe('protocol editing', () => {
  it('[protocol-sample-defaults] the default protocol has no problem', () => {
    expect(protocolProblems(base)).toEqual([]);
  });

  it('[protocol-days-range] protocol days run from 1 to 30', () => {
    expect(problemsOf({ num_of_days: 0 })).toEqual([{ field: 'num_of_days', message: 'Must be at least 1' }]);
    expect(problemsOf({ num_of_days: 31 })).toEqual([{ field: 'num_of_days', message: 'Must be at most 30' }]);
    expect(problemsOf({ num_of_days: 30 })).toEqual([]);
  });

  it('[protocol-sessions-per-day] sessions per day run from 1 to 10', () => {
    expect(problemsOf({ sessions_per_day: 11 })).toEqual([{ field: 'sessions_per_day', message: 'Must be at most 10' }]);
    expect(problemsOf({ sessions_per_day: 1 })).toEqual([]);
  });

  it('[protocol-pedal-radius] pedal radius runs from 0 to 100 in steps of 20', () => {
    expect(problemsOf({ pedal_radius: 30 })).toEqual([{ field: 'pedal_radius', message: 'Must be a multiple of 20' }]);
    expect(problemsOf({ pedal_radius: 120 })).toEqual([{ field: 'pedal_radius', message: 'Must be at most 100' }]);
    expect(problemsOf({ pedal_radius: 0 })).toEqual([]);
    expect(clampToRange(47, protocolRanges.pedal_radius)).toBe(40);
  });

  it('[protocol-resistance] resistance runs from 1 to 10', () => {
    expect(problemsOf({ resistance: 0 })).toEqual([{ field: 'resistance', message: 'Must be at least 1' }]);
  });

  it('[protocol-rpm] rpm runs from 5 to 75 in steps of 5, rpm_max at least 20 above rpm_min', () => {
    expect(problemsOf({ rpm_min: 3 })).toContainEqual({ field: 'rpm_min', message: 'Must be at least 5' });
    expect(problemsOf({ rpm_min: 22 })).toEqual([{ field: 'rpm_min', message: 'Must be a multiple of 5' }]);
    expect(problemsOf({ rpm_min: 45, rpm_max: 60 })).toEqual([{ field: 'rpm_max', message: 'RPM max must be at least 20 above RPM min' }]);
    expect(problemsOf({ rpm_min: 40, rpm_max: 60 })).toEqual([]);
    expect(clampToRange(80, protocolRanges.rpm_max)).toBe(75);
  });

  it('[period-length] period length is 1 to 45 minutes, 5 for a new period', () => {
    expect(base.periods).toEqual([{ length_of_time: 5, period_direction_id: 1, period_type_id: 1 }]);
    const withPeriods = addPeriod([base], 0);
    expect(withPeriods[0]?.periods[1]?.length_of_time).toBe(5);
    const tooLong = updatePeriod(withPeriods, 0, 1, { length_of_time: 46 });
    expect(protocolProblems(tooLong[0] ?? base)).toEqual([{ field: 'periods.1.length_of_time', message: 'Must be at most 45' }]);
  });

  it('every problem of a protocol is reported at once', () => {
    expect(problemsOf({ name: ' ', num_of_days: 40, resistance: 20, pressure_limit: 2 }).map(({ field }) => field)).toEqual([
      'name',
      'num_of_days',
      'resistance',
      'pressure_limit',
    ]);
  });

  it('[period-reorder] moves a period and ignores a place outside the list', () => {
    const three = [{ ...base, periods: [1, 2, 3].map((length_of_time) => ({ length_of_time, period_direction_id: 1, period_type_id: 1 })) }];
    expect(movePeriod(three, 0, 2, 0)[0]?.periods.map(({ length_of_time }) => length_of_time)).toEqual([3, 1, 2]);
    expect(movePeriod(three, 0, 0, 5)[0]?.periods.map(({ length_of_time }) => length_of_time)).toEqual([1, 2, 3]);
    expect(removePeriod(three, 0, 1)[0]?.periods.map(({ length_of_time }) => length_of_time)).toEqual([1, 3]);
  });

  it('adds and removes protocols without changing the list given', () => {
    const one = [base];
    const two = addProtocol(one);
    expect(one).toHaveLength(1);
    expect(two.map(({ name }) => name)).toEqual(['Protocol 1', 'Protocol 2']);
    expect(removeProtocol(two, 0).map(({ name }) => name)).toEqual(['Protocol 2']);
  });
});
