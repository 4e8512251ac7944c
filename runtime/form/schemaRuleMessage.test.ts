import { describe, expect, it } from 'vitest';
import { messages } from '../../src/generated/catalog';
import { schemaRuleMessage } from './schemaRuleMessage';

describe('schemaRuleMessage', () => {
  it.each([
    ['maxLength', { limit: 32 }, 'Maximum 32 characters'],
    ['minLength', { limit: 8 }, 'Minimum 8 characters'],
    ['maxItems', { limit: 20 }, 'Maximum 20 entries'],
    ['minimum', { limit: 0 }, 'Must be at least 0'],
    ['exclusiveMaximum', { limit: 100 }, 'Must be at most 100'],
    ['type', { type: 'integer,null' }, 'Must be a Number'],
    ['type', { type: 'string' }, 'Not a valid value'],
    ['format', { format: 'email' }, 'Not a valid email'],
    ['format', { format: 'date' }, 'Invalid Date'],
    ['pattern', { pattern: '^[0-9]{5}$' }, 'Only numbers allowed.'],
    ['pattern', { pattern: '^[0-9]+$' }, 'Only numbers allowed.'],
    ['pattern', { pattern: '^[A-Z]{2}$' }, 'Not a valid value'],
    ['enum', { allowedValues: [1, 2] }, 'Not a valid value'],
    ['not', {}, 'Not a valid value'],
    ['if', { failingKeyword: 'then' }, 'Not a valid value'],
  ])('%s %j reads "%s"', (name, params, want) => {
    expect(schemaRuleMessage({ name, params })).toBe(want);
  });

  it('every answer is a text of the catalogue, never the validator\'s wording', () => {
    const catalogTexts = Object.values(messages) as string[];
    for (const name of ['required', 'const', 'uniqueItems', 'oneOf', 'anyOf', 'multipleOf', 'dependentRequired']) {
      const text = schemaRuleMessage({ name, params: {} });
      expect(catalogTexts.some((template) => template === text)).toBe(true);
    }
  });
});
