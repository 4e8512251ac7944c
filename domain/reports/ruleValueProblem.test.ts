import { describe, expect, it } from 'vitest';
import { ruleValueProblem } from './ruleValueProblem';

describe('ruleValueProblem (issue 27 defect 4)', () => {
  it('refuses an empty value, a bad number, date or choice, and half a range', () => {
    expect(ruleValueProblem({ type: 'text' }, '=', '')).toBe('required');
    expect(ruleValueProblem({ type: 'text' }, 'contains', '   ')).toBe('required');
    expect(ruleValueProblem({ type: 'number' }, '>', 'ten')).toBe('number');
    expect(ruleValueProblem({ type: 'date' }, '=', '2026-02-30')).toBe('date');
    expect(ruleValueProblem({ type: 'select', values: [1, 2] }, '=', '3')).toBe('choice');
    expect(ruleValueProblem({ type: 'date' }, 'between', '2026-01-01,')).toBe('twoValues');
    expect(ruleValueProblem({ type: 'number' }, 'in', '')).toBe('list');
    expect(ruleValueProblem({ type: 'number' }, 'in', '1,x')).toBe('number');
    expect(ruleValueProblem({ type: 'text' }, '=', 'x'.repeat(501))).toBe('tooLong');
  });

  it('takes a value that runs, and no value where the operator needs none', () => {
    expect(ruleValueProblem({ type: 'text' }, 'contains', 'North')).toBeUndefined();
    expect(ruleValueProblem({ type: 'number' }, '=', 12)).toBeUndefined();
    expect(ruleValueProblem({ type: 'date' }, 'between', '2026-01-01,2026-02-01')).toBeUndefined();
    expect(ruleValueProblem({ type: 'boolean' }, '=', 'false')).toBeUndefined();
    expect(ruleValueProblem({ type: 'select', values: [1, 2] }, '=', '2')).toBeUndefined();
    expect(ruleValueProblem({ type: 'text' }, 'null', undefined)).toBeUndefined();
  });
});
