import { describe, expect, it } from 'vitest';
import type { ReportFieldQuery } from '../../../src/generated/reportQueries';
import { reportQueries } from '../../../src/generated/reportQueries';
import { compileRuleTree, ReportFilterError, ruleOperators, ruleTreeLimits } from './compileRuleTree';

const fields: ReportFieldQuery[] = [
  { name: 'practice', type: 'text', sql: 'pr.name', operators: ['=', '!=', 'contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith', 'null', 'notNull', 'in', 'notIn'] },
  { name: 'sessions', type: 'number', sql: 'ps.completed_sessions', operators: ['=', '!=', '<', '<=', '>', '>=', 'between', 'notBetween', 'in', 'notIn'] },
  { name: 'procedureDate', type: 'date', sql: 'ps.procedure_date', operators: ['=', '<', '>=', 'between'] },
  { name: 'archived', type: 'boolean', sql: 'p.archived', operators: ['='] },
  { name: 'procedureType', type: 'select', sql: 'pp.procedure_type_id', operators: ['=', 'in'], values: [1, 2] },
];

function compile(tree: unknown) {
  const params: unknown[] = [];
  const compiled = compileRuleTree(tree, fields, params);
  return { ...compiled, params };
}

function refusal(tree: unknown): string {
  try {
    compile(tree);
  } catch (error) {
    if (error instanceof ReportFilterError) return error.message;
    throw error;
  }
  throw new Error('the tree was accepted');
}

const rule = (field: string, operator: string, value?: unknown) => ({ combinator: 'and', rules: [{ field, operator, value }] });

describe('compileRuleTree: a react-querybuilder tree becomes parameterised SQL over the declared fields', () => {
  it('[reports-flow] an absent tree or an empty group filters nothing', () => {
    expect(compile(undefined)).toEqual({ sql: 'true', ruleCount: 0, params: [] });
    expect(compile({ combinator: 'and', rules: [] })).toEqual({ sql: 'true', ruleCount: 0, params: [] });
  });

  it('[reports-flow] every comparison operator binds its value as a typed parameter', () => {
    expect(compile(rule('sessions', '=', '5'))).toMatchObject({ sql: '((ps.completed_sessions) = $1::numeric)', params: [5] });
    expect(compile(rule('sessions', '!=', 5)).sql).toBe('((ps.completed_sessions) <> $1::numeric)');
    expect(compile(rule('sessions', '<', 5)).sql).toBe('((ps.completed_sessions) < $1::numeric)');
    expect(compile(rule('sessions', '<=', 5)).sql).toBe('((ps.completed_sessions) <= $1::numeric)');
    expect(compile(rule('sessions', '>', 5)).sql).toBe('((ps.completed_sessions) > $1::numeric)');
    expect(compile(rule('sessions', '>=', 5)).sql).toBe('((ps.completed_sessions) >= $1::numeric)');
    expect(compile(rule('procedureDate', '>=', '2026-01-31'))).toMatchObject({ sql: '((ps.procedure_date) >= $1::date)', params: ['2026-01-31'] });
    expect(compile(rule('archived', '=', 'false'))).toMatchObject({ sql: '((p.archived) = $1::boolean)', params: [false] });
    expect(compile(rule('procedureType', '=', '2'))).toMatchObject({ sql: '((pp.procedure_type_id) = $1::numeric)', params: [2] });
    expect(compile(rule('practice', '=', 'North'))).toMatchObject({ sql: '((pr.name) = $1::text)', params: ['North'] });
  });

  it('[reports-flow] the text operators are ilike patterns whose wildcards in the value are escaped', () => {
    expect(compile(rule('practice', 'contains', '50%_off\\'))).toMatchObject({ sql: '(((pr.name))::text ilike $1)', params: ['%50\\%\\_off\\\\%'] });
    expect(compile(rule('practice', 'beginsWith', 'No')).params).toEqual(['No%']);
    expect(compile(rule('practice', 'endsWith', 'th')).params).toEqual(['%th']);
    expect(compile(rule('practice', 'doesNotContain', 'x'))).toMatchObject({ sql: "(coalesce(((pr.name))::text, '') not ilike $1)", params: ['%x%'] });
    expect(compile(rule('practice', 'doesNotBeginWith', 'x')).params).toEqual(['x%']);
    expect(compile(rule('practice', 'doesNotEndWith', 'x')).params).toEqual(['%x']);
  });

  it('[reports-flow] null, list and range operators', () => {
    expect(compile(rule('practice', 'null')).sql).toBe('((pr.name) is null)');
    expect(compile(rule('practice', 'notNull')).sql).toBe('((pr.name) is not null)');
    expect(compile(rule('practice', 'in', 'North, South'))).toMatchObject({ sql: '((pr.name) = any($1::text[]))', params: [['North', 'South']] });
    expect(compile(rule('sessions', 'notIn', [1, '2']))).toMatchObject({ sql: '(not ((ps.completed_sessions) = any($1::numeric[])))', params: [[1, 2]] });
    expect(compile(rule('sessions', 'between', '3,9'))).toMatchObject({ sql: '((ps.completed_sessions) between $1::numeric and $2::numeric)', params: [3, 9] });
    expect(compile(rule('sessions', 'notBetween', [3, 9])).sql).toBe('(not ((ps.completed_sessions) between $1::numeric and $2::numeric))');
    expect(compile(rule('procedureDate', 'between', ['2026-01-01', '2026-02-01'])).params).toEqual(['2026-01-01', '2026-02-01']);
  });

  it('[reports-flow] every operator the compiler knows is one a field type may declare', () => {
    expect([...ruleOperators].sort()).toEqual(
      ['=', '!=', '<', '<=', '>', '>=', 'contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith', 'null', 'notNull', 'in', 'notIn', 'between', 'notBetween'].sort(),
    );
  });

  it('[reports-flow] nested groups keep their combinators and negation', () => {
    const tree = {
      combinator: 'or',
      rules: [
        { field: 'practice', operator: '=', value: 'North' },
        { combinator: 'and', not: true, rules: [{ field: 'sessions', operator: '>', value: 3 }, { field: 'archived', operator: '=', value: true }] },
      ],
    };
    expect(compile(tree)).toEqual({
      sql: '((pr.name) = $1::text or (not ((ps.completed_sessions) > $2::numeric and (p.archived) = $3::boolean)))',
      ruleCount: 3,
      params: ['North', 3, true],
    });
  });

  it('[reports-flow] SQL in a value stays a parameter; SQL in a field or operator is refused by name', () => {
    const injection = "North'; drop table patients; --";
    expect(compile(rule('practice', '=', injection))).toMatchObject({ sql: '((pr.name) = $1::text)', params: [injection] });
    expect(refusal(rule('pr.name) or (1=1', '=', 'x'))).toBe('Unknown filter field: pr.name) or (1=1');
    expect(refusal(rule('practice', '= 1 or 1 =', 'x'))).toBe('The filter field practice does not take the operator = 1 or 1 =');
    expect(refusal({ combinator: 'and; drop table patients', rules: [] })).toBe("A filter group's combinator must be and or or");
  });

  it('[reports-flow] an operator a field does not declare, a bad value or a field compared to a field is refused', () => {
    expect(refusal(rule('archived', 'contains', 'x'))).toBe('The filter field archived does not take the operator contains');
    expect(refusal(rule('sessions', '=', 'five'))).toBe('Not a valid value for sessions: a number');
    expect(refusal(rule('procedureDate', '=', '2026-02-30'))).toBe('Not a valid value for procedureDate: a date (YYYY-MM-DD)');
    expect(refusal(rule('archived', '=', 'maybe'))).toBe('Not a valid value for archived: true or false');
    expect(refusal(rule('procedureType', '=', 3))).toBe('Not a valid value for procedureType: one of the offered values');
    expect(refusal(rule('sessions', 'between', '3'))).toBe('Not a valid value for sessions: two values');
    expect(refusal(rule('practice', 'in', ''))).toBe('Not a valid value for practice: a list of 1 to 100 values');
    expect(refusal(rule('practice', '=', { toString: 'x' }))).toBe('Not a valid value for practice: a text of at most 500 characters');
    expect(refusal({ rules: [{ field: 'practice', operator: '=', value: 'sessions', valueSource: 'field' }] })).toBe(
      'Not a valid value for practice: only values can be compared',
    );
    expect(refusal({ rules: [{ operator: '=' }] })).toBe('A filter rule needs a field and an operator');
    expect(refusal({ rules: ['practice = 1'] })).toBe('A filter rule needs a field and an operator');
  });

  it('[reports-flow] 1,000 nested groups and more rules than the limit are refused, not run', () => {
    let tree: Record<string, unknown> = { combinator: 'and', rules: [{ field: 'practice', operator: '=', value: 'x' }] };
    for (let depth = 0; depth < 1000; depth += 1) tree = { combinator: 'and', rules: [tree] };
    expect(refusal(tree)).toBe(`The filter is nested too deeply (at most ${String(ruleTreeLimits.depth)} levels)`);
    const many = { combinator: 'or', rules: Array.from({ length: ruleTreeLimits.rules + 1 }, () => ({ field: 'practice', operator: 'null' })) };
    expect(refusal(many)).toBe(`The filter has too many rules (at most ${String(ruleTreeLimits.rules)})`);
  });

  it('[reports-types] every report of the spec list is declared, and each field names operators the compiler knows', () => {
    for (const name of ['completedTreatmentPlans', 'selfPay', 'patientProcedures', 'billingReport', 'medicareComplianceReport', 'studyGroupPatients', 'koosJrReport', 'hoosJrReport', 'customPatients', 'deviceGeolocationReport', 'orthoPatientsComorbidityReport'])
      expect(reportQueries[name], name).toBeDefined();
    expect(reportQueries.deviceGeolocationReport?.forcedFilters).toBe(true);
    for (const report of Object.values(reportQueries))
      for (const field of report.fields) for (const operator of field.operators) expect(ruleOperators).toContain(operator);
  });
});
