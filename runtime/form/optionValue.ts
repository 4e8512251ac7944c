import type { RJSFSchema } from '@rjsf/utils';

/**
 * A select's option value (text, as Mantine keeps it) as the field's schema types it: a number
 * for `integer`/`number` fields, text otherwise; empty is undefined.
 *
 * @example
 * optionValue('0', { type: 'integer' }); // 0
 */
export function optionValue(selected: string | null, schema: RJSFSchema): string | number | undefined {
  if (selected === null || selected === '') return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    const number = Number(selected);
    return Number.isNaN(number) ? undefined : number;
  }
  return selected;
}
