import { describe, expect, it } from 'vitest';
import { isAllowed, roleIdByName, type AccessRule } from '../../src/generated/access';
import type { Condition } from '../../src/generated/spec-types';
import { conditionHolds } from './condition';

const asRole = (roleId: number) => (rule: AccessRule) => isAllowed(rule, { signedIn: true, roleId, permissions: [] });
const superAdmin = asRole(1);

describe('conditionHolds', () => {
  it.each<{ given: string; condition: Condition | undefined; record: unknown; want: boolean }>([
    { given: 'no condition', condition: undefined, record: { id: 1 }, want: false },
    { given: 'a value of `in`', condition: { field: 'status.id', in: [null, 2] }, record: { status: { id: 2 } }, want: true },
    { given: 'a value outside `in`', condition: { field: 'status.id', in: [null, 2] }, record: { status: { id: 3 } }, want: false },
    { given: 'a missing value against `null` in `in`', condition: { field: 'status.id', in: [null, 2] }, record: {}, want: true },
    { given: 'a value of `notIn`', condition: { field: 'lockdown_state', notIn: [0] }, record: { lockdown_state: 0 }, want: false },
    { given: 'a value outside `notIn`', condition: { field: 'lockdown_state', notIn: [0] }, record: { lockdown_state: 1 }, want: true },
    { given: '`in` and `notIn` together', condition: { field: 'n', in: [1, 2], notIn: [2] }, record: { n: 2 }, want: false },
    { given: 'any of `fields` in `in`', condition: { fields: ['active', 'test'], in: [1] }, record: { active: 0, test: 1 }, want: true },
    { given: 'none of `fields` in `in`', condition: { fields: ['active', 'test'], in: [1] }, record: { active: 0, test: 0 }, want: false },
    { given: '`field` and each of `all` pass', condition: { field: 'type', in: [1], all: [{ field: 'status', in: ['Active'] }] }, record: { type: 1, status: 'Active' }, want: true },
    { given: '`field` passes, one of `all` does not', condition: { field: 'type', in: [1], all: [{ field: 'status', in: ['Active'] }] }, record: { type: 1, status: 'Pending' }, want: false },
    { given: 'each of `all` passes, `field` does not', condition: { field: 'type', notIn: [1], all: [{ field: 'status', notIn: ['Pending'] }] }, record: { type: 1, status: 'Active' }, want: false },
  ])('$given → $want', ({ condition, record, want }) => {
    expect(conditionHolds(condition, record, superAdmin)).toBe(want);
  });

  it('[firmware-device-counts] the counts of firmware types 1 to 6 show only where their `when` holds: never on them, always on the others', () => {
    const shownWhen = { field: 'id', notIn: [1, 2, 3, 4, 5, 6] };
    expect(conditionHolds(shownWhen, { id: 6 }, superAdmin)).toBe(false);
    expect(conditionHolds(shownWhen, { id: 7 }, superAdmin)).toBe(true);
  });

  it('[user-archive-monitoring-manager] an access part holds for the users its rule allows, together with the field part', () => {
    const monitoringManagerOnly = { access: { roles: ['monitoringManager'] } };
    expect(conditionHolds(monitoringManagerOnly, {}, superAdmin)).toBe(false);
    expect(conditionHolds(monitoringManagerOnly, {}, asRole(roleIdByName.monitoringManager))).toBe(true);
    expect(conditionHolds({ field: 'id', in: [1], access: { roles: ['superAdmin'] } }, { id: 2 }, superAdmin)).toBe(false);
    expect(conditionHolds({ field: 'id', in: [1], access: { roles: ['superAdmin'] } }, { id: 1 }, superAdmin)).toBe(true);
  });
});
