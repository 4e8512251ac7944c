// A react-querybuilder rule tree → a parameterised SQL condition, over the fields and operators a
// report of specs/reports declares. Nothing the caller sends becomes SQL text: a rule's field
// picks one of the declared SQL expressions, its operator one of a fixed set of templates, and
// every value is a placeholder ($n) appended to `params`. Anything else is a ReportFilterError
// (answered 422 with its message).
import { message } from '../../../src/generated/catalog';
import type { ReportFieldQuery } from '../../../src/generated/reportQueries';

/** How deep groups may nest, and how many rules a tree may hold (issue 14: "1,000 nested groups"). */
export const ruleTreeLimits = { depth: 10, rules: 200, listValues: 100, textLength: 500 } as const;

/** A filter the declaration does not allow: its message is the 422's. */
export class ReportFilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportFilterError';
  }
}

/** The operators the compiler knows (react-querybuilder's names). */
export const ruleOperators = [
  '=', '!=', '<', '<=', '>', '>=',
  'contains', 'beginsWith', 'endsWith', 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith',
  'null', 'notNull', 'in', 'notIn', 'between', 'notBetween',
] as const;
export type RuleOperator = (typeof ruleOperators)[number];

const comparisons: Partial<Record<RuleOperator, string>> = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const likeOperators: Partial<Record<RuleOperator, { pattern: (text: string) => string; negated: boolean }>> = {
  contains: { pattern: (text) => `%${text}%`, negated: false },
  beginsWith: { pattern: (text) => `${text}%`, negated: false },
  endsWith: { pattern: (text) => `%${text}`, negated: false },
  doesNotContain: { pattern: (text) => `%${text}%`, negated: true },
  doesNotBeginWith: { pattern: (text) => `${text}%`, negated: true },
  doesNotEndWith: { pattern: (text) => `%${text}`, negated: true },
};

/** The result of compiling a tree: the condition and how many rules it held. */
export interface CompiledRuleTree {
  sql: string;
  ruleCount: number;
}

/**
 * Compiles `tree` (a rule group: `{combinator, not?, rules: [rule | group]}`, a rule
 * `{field, operator, value}`) into a SQL condition over `fields`, its values appended to `params`.
 * An absent tree or an empty group is `true`.
 *
 * @throws ReportFilterError for an unknown field or operator, a bad value, a bad combinator, a
 * tree deeper than 10 groups or with more than 200 rules.
 * @example
 * const params: unknown[] = [];
 * compileRuleTree({ combinator: 'and', rules: [{ field: 'practice', operator: 'contains', value: 'North' }] }, fields, params);
 * // { sql: '(((pr.name)::text ilike $1))', ruleCount: 1 }, params ['%North%']
 */
export function compileRuleTree(tree: unknown, fields: readonly ReportFieldQuery[], params: unknown[]): CompiledRuleTree {
  const byName = new Map(fields.map((field) => [field.name, field]));
  let ruleCount = 0;
  const group = (node: Record<string, unknown>, depth: number): string => {
    if (depth > ruleTreeLimits.depth) throw new ReportFilterError(message('reportTooDeep', { max: ruleTreeLimits.depth }));
    const combinator = node.combinator === undefined ? 'and' : node.combinator;
    if (typeof combinator !== 'string' || !['and', 'or'].includes(combinator.toLowerCase()))
      throw new ReportFilterError(message('reportBadCombinator'));
    const rules = node.rules;
    if (!Array.isArray(rules)) throw new ReportFilterError(message('reportBadRule'));
    const parts = rules.map((child) => {
      if (!isRecord(child)) throw new ReportFilterError(message('reportBadRule'));
      if ('rules' in child) return group(child, depth + 1);
      ruleCount += 1;
      if (ruleCount > ruleTreeLimits.rules) throw new ReportFilterError(message('reportTooManyRules', { max: ruleTreeLimits.rules }));
      return rule(child);
    });
    const joined = parts.length === 0 ? 'true' : `(${parts.join(` ${combinator.toLowerCase()} `)})`;
    return node.not === true ? `(not ${joined})` : joined;
  };
  const rule = (node: Record<string, unknown>): string => {
    const { field: fieldName, operator } = node;
    if (typeof fieldName !== 'string' || typeof operator !== 'string') throw new ReportFilterError(message('reportBadRule'));
    const field = byName.get(fieldName);
    if (!field) throw new ReportFilterError(message('reportUnknownField', { field: printable(fieldName) }));
    if (!field.operators.includes(operator) || !(ruleOperators as readonly string[]).includes(operator))
      throw new ReportFilterError(message('reportUnknownOperator', { field: field.name, operator: printable(operator) }));
    if (node.valueSource !== undefined && node.valueSource !== 'value')
      throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: 'only values can be compared' }));
    return ruleSql(field, operator as RuleOperator, node.value, params);
  };
  if (tree === undefined || tree === null) return { sql: 'true', ruleCount: 0 };
  if (!isRecord(tree)) throw new ReportFilterError(message('reportBadRule'));
  const sql = group(tree, 1);
  return { sql, ruleCount };
}

function ruleSql(field: ReportFieldQuery, operator: RuleOperator, value: unknown, params: unknown[]): string {
  const target = `(${field.sql})`;
  const bind = (bound: unknown) => {
    params.push(bound);
    return `$${String(params.length)}`;
  };
  if (operator === 'null') return `${target} is null`;
  if (operator === 'notNull') return `${target} is not null`;
  const comparison = comparisons[operator];
  if (comparison !== undefined) {
    const typed = typedValue(field, value);
    return `${target} ${comparison} ${bind(typed.value)}::${typed.cast}`;
  }
  const like = likeOperators[operator];
  if (like !== undefined) {
    const text = textValue(field, value);
    const pattern = bind(like.pattern(text.replace(/[\\%_]/g, (character) => `\\${character}`)));
    return like.negated ? `coalesce((${target})::text, '') not ilike ${pattern}` : `(${target})::text ilike ${pattern}`;
  }
  if (operator === 'in' || operator === 'notIn') {
    const items = listOf(field, value);
    if (items.length === 0 || items.length > ruleTreeLimits.listValues)
      throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: `a list of 1 to ${String(ruleTreeLimits.listValues)} values` }));
    const typed = items.map((item) => typedValue(field, item));
    const cast = typed[0]?.cast ?? 'text';
    if (typed.some((item) => item.cast !== cast))
      throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: 'values of one kind' }));
    const list = `${bind(typed.map((item) => item.value))}::${cast}[]`;
    return operator === 'in' ? `${target} = any(${list})` : `not (${target} = any(${list}))`;
  }
  // between, notBetween
  const items = listOf(field, value);
  if (items.length !== 2) throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: 'two values' }));
  const [low, high] = items.map((item) => typedValue(field, item));
  if (!low || !high) throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: 'two values' }));
  const between = `${target} between ${bind(low.value)}::${low.cast} and ${bind(high.value)}::${high.cast}`;
  return operator === 'between' ? between : `not (${between})`;
}

/** A rule's value as the field's type: the value bound and the SQL cast of its placeholder. */
function typedValue(field: ReportFieldQuery, value: unknown): { value: string | number | boolean; cast: string } {
  const bad = (reason: string) => new ReportFilterError(message('reportBadValue', { field: field.name, reason }));
  switch (field.type) {
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number) || Math.abs(number) > 1e12) throw bad('a number');
      return { value: number, cast: 'numeric' };
    }
    case 'date': {
      if (typeof value !== 'string' || !isDay(value.trim())) throw bad('a date (YYYY-MM-DD)');
      return { value: value.trim(), cast: 'date' };
    }
    case 'boolean': {
      if (value === true || value === 'true') return { value: true, cast: 'boolean' };
      if (value === false || value === 'false') return { value: false, cast: 'boolean' };
      throw bad('true or false');
    }
    case 'select': {
      const allowed = field.values ?? [];
      const match = allowed.find((option) => option === value || (typeof option === 'number' && typeof value === 'string' && String(option) === value.trim()));
      if (match === undefined) throw bad('one of the offered values');
      return typeof match === 'number' ? { value: match, cast: 'numeric' } : { value: match, cast: 'text' };
    }
    case 'text':
      return { value: textValue(field, value), cast: 'text' };
  }
}

function textValue(field: ReportFieldQuery, value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || text.length > ruleTreeLimits.textLength)
    throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: `a text of at most ${String(ruleTreeLimits.textLength)} characters` }));
  return text;
}

/** A list value: an array, or react-querybuilder's comma-separated text. */
function listOf(field: ReportFieldQuery, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (typeof value === 'number') return [value];
  throw new ReportFilterError(message('reportBadValue', { field: field.name, reason: 'a list of values' }));
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text && text >= '0001-01-01';
}

/** A name the caller sent, cut and stripped of control characters before a message repeats it. */
function printable(text: string): string {
  const clean = text.replace(/[\p{Cc}]/gu, '');
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
