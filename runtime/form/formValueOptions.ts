// Two generic `ui:options` of top-level form fields that change values between the form and the
// wire: `money: cents` (the form holds currency units, the middleware cents) and `computed` (a
// read-only field worked out from others, never sent).
import type { UiSchema } from '@rjsf/utils';
import { asJsonObject, type JsonObject } from '../api/jsonObject';

const optionsOf = (uiSchema: UiSchema, name: string): JsonObject => asJsonObject(asJsonObject(uiSchema[name])['ui:options']);

/** How a computed field is worked out: the product or the sum of other fields. */
export interface ComputedRule {
  product?: string[];
  sum?: string[];
}

function fieldNames(uiSchema: UiSchema): string[] {
  return Object.keys(uiSchema).filter((name) => !name.startsWith('ui:'));
}

/** The top-level fields with `ui:options.money: cents`. */
export function moneyFields(uiSchema: UiSchema): string[] {
  return fieldNames(uiSchema).filter((name) => optionsOf(uiSchema, name).money === 'cents');
}

/** The top-level fields with `ui:options.computed`, and their rule. */
export function computedFields(uiSchema: UiSchema): [string, ComputedRule][] {
  return fieldNames(uiSchema).flatMap((name): [string, ComputedRule][] => {
    const rule = optionsOf(uiSchema, name).computed;
    return rule === undefined ? [] : [[name, rule as ComputedRule]];
  });
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Rounds away binary fractions: 12.5 × 30 is 375, not 374.99999999999994. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The form data with each computed field worked out from the others (left empty while one of
 * its inputs is), e.g. Total = Daily Price × Number of Days.
 *
 * @example
 * withComputed({ total: { 'ui:options': { computed: { product: ['price', 'days'] } } } }, { price: 12.5, days: 30 }); // total 375
 */
export function withComputed(uiSchema: UiSchema, data: JsonObject): JsonObject {
  const rules = computedFields(uiSchema);
  if (rules.length === 0) return data;
  const next = { ...data };
  for (const [name, rule] of rules) {
    const inputs = (rule.product ?? rule.sum ?? []).map((field) => numberOf(next[field]));
    if (inputs.length === 0 || inputs.some((value) => value === undefined)) {
      delete next[name];
      continue;
    }
    const values = inputs as number[];
    next[name] = tidy(rule.product !== undefined ? values.reduce((a, b) => a * b, 1) : values.reduce((a, b) => a + b, 0));
  }
  return next;
}

/**
 * The request body of form data: computed fields left out, money fields in cents (rounded to
 * the cent).
 *
 * @example
 * toWire({ daily_price: { 'ui:options': { money: 'cents' } } }, { daily_price: 12.5 }); // { daily_price: 1250 }
 */
export function toWire(uiSchema: UiSchema, body: JsonObject): JsonObject {
  const next = { ...body };
  for (const [name] of computedFields(uiSchema)) delete next[name];
  for (const name of moneyFields(uiSchema)) {
    const value = numberOf(next[name]);
    if (value !== undefined) next[name] = Math.round(value * 100);
  }
  return next;
}

/**
 * Form data of a record from the middleware: money fields from cents to currency units, then
 * the computed fields worked out.
 *
 * @example
 * fromWire(uiSchema, { daily_price: 1250, days: 30 }); // { daily_price: 12.5, days: 30, total: 375 }
 */
export function fromWire(uiSchema: UiSchema, record: JsonObject): JsonObject {
  const next = { ...record };
  for (const name of moneyFields(uiSchema)) {
    const value = numberOf(next[name]);
    if (value !== undefined) next[name] = value / 100;
  }
  return withComputed(uiSchema, next);
}
