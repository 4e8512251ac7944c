// What is wrong with the value of one rule of a report's filter (issue 27 defect 4): the portal asks
// it of every rule before Refresh Data and shows the problem on the rule; the server's compiler
// (server/features/reports/compileRuleTree.ts) refuses the same values with its 422.

/** A report filter field as far as its values go (specs/reports). */
export interface RuleValueField {
  type: 'text' | 'number' | 'date' | 'boolean' | 'select';
  /** A select's values. */
  values?: readonly (string | number)[];
}

/** The limits of a rule's value, the compiler's too. */
export const ruleValueLimits = { listValues: 100, textLength: 500 } as const;

/**
 * Why a rule's value cannot be run: `required` (nothing entered), `number`, `date` (not a
 * YYYY-MM-DD day), `twoValues` (a range without both ends), `list` (1 to 100 values), `choice`
 * (not one of a select's values), `tooLong` (over 500 characters); none when it can.
 */
export type RuleValueProblem = 'required' | 'number' | 'date' | 'twoValues' | 'list' | 'choice' | 'tooLong';

const numberText = /^\s*-?\d+(\.\d+)?\s*$/;

/** Whether `text` is a day of the calendar written YYYY-MM-DD (0001–9999). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text && text >= '0001-01-01';
}

function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (typeof value === 'number') return [value];
  return [];
}

function oneValueProblem(field: RuleValueField, value: unknown): RuleValueProblem | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : typeof value === 'boolean' ? String(value) : '';
  if (text === '') return 'required';
  switch (field.type) {
    case 'number':
      return numberText.test(text) && Math.abs(Number(text)) <= 1e12 ? undefined : 'number';
    case 'date':
      return isCalendarDay(text) ? undefined : 'date';
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : 'choice';
    case 'select':
      return (field.values ?? []).some((option) => String(option) === text) ? undefined : 'choice';
    case 'text':
      return text.length > ruleValueLimits.textLength ? 'tooLong' : undefined;
  }
}

/**
 * The problem of a rule's value under `operator` (react-querybuilder's names), if any.
 *
 * @example
 * ruleValueProblem({ type: 'number' }, '=', ''); // 'required'
 * ruleValueProblem({ type: 'date' }, 'between', '2026-01-01,'); // 'twoValues'
 * ruleValueProblem({ type: 'text' }, 'null', undefined); // undefined
 */
export function ruleValueProblem(field: RuleValueField, operator: string, value: unknown): RuleValueProblem | undefined {
  if (operator === 'null' || operator === 'notNull') return undefined;
  if (operator === 'between' || operator === 'notBetween') {
    const ends = typeof value === 'string' ? value.split(',').map((end) => end.trim()) : Array.isArray(value) ? value : [];
    if (ends.length !== 2 || ends.some((end) => end === '' || end === null || end === undefined)) return 'twoValues';
    return ends.map((end) => oneValueProblem(field, end)).find((problem) => problem !== undefined);
  }
  if (operator === 'in' || operator === 'notIn') {
    const items = itemsOf(value);
    if (items.length === 0 || items.length > ruleValueLimits.listValues) return 'list';
    return items.map((item) => oneValueProblem(field, item)).find((problem) => problem !== undefined);
  }
  return oneValueProblem(field, value);
}
