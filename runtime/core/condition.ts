import type { AccessRule } from '../../src/generated/access';
import type { Condition } from '../../src/generated/spec-types';
import { valueAtPath } from './formFieldPaths';

/**
 * Whether a spec's condition (`when`, `disabledWhen`) holds for a record and the
 * user: every part it gives must hold. The record's `field` (or any of `fields`; dotted for nested
 * ones, a missing value counts as `null`) is one of `in` and none of `notIn`, and the user
 * satisfies `access`, and each condition of `all` holds too (fields that must each pass). No
 * condition holds nowhere (`undefined` → false).
 *
 * @example
 * conditionHolds({ field: 'status.id', in: [null, 2] }, { status: { id: 2 } }, can); // true
 * conditionHolds({ field: 'lockdown_state', notIn: [0] }, { lockdown_state: 0 }, can); // false
 * conditionHolds({ fields: ['active', 'test'], in: [1] }, { active: 0, test: 1 }, can); // true
 * conditionHolds({ field: 'treatment_plan_type', in: [1], all: [{ field: 'status', in: ['Active'] }] }, { treatment_plan_type: 1, status: 'Pending' }, can); // false
 */
export function conditionHolds(
  condition: Condition | undefined,
  record: unknown,
  can: (rule: AccessRule) => boolean,
): boolean {
  if (condition === undefined) return false;
  const fields = [...(condition.field === undefined ? [] : [condition.field]), ...(condition.fields ?? [])];
  if (fields.length > 0) {
    const passes = (field: string): boolean => {
      const value = valueAtPath(record, field) ?? null;
      if (condition.in !== undefined && !condition.in.some((candidate) => candidate === value)) return false;
      return condition.notIn === undefined || !condition.notIn.some((candidate) => candidate === value);
    };
    if (!fields.some(passes)) return false;
  }
  if (condition.access !== undefined && !can(condition.access)) return false;
  return (condition.all ?? []).every((part) => conditionHolds(part, record, can));
}
