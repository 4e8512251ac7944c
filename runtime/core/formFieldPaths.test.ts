import { describe, expect, it } from 'vitest';
import { formFieldPaths, valueAtPath } from './formFieldPaths';

describe('formFieldPaths', () => {
  it('lists every field, those of objects by their dotted path', () => {
    expect(
      formFieldPaths({
        type: 'object',
        properties: { name: { type: 'string' }, address: { type: 'object', properties: { city: { type: 'string' }, zip_code: { type: 'string' } } } },
      }),
    ).toEqual(['name', 'address.city', 'address.zip_code']);
  });

  it('reads the value at a path, undefined where there is none', () => {
    expect(valueAtPath({ address: { city: 'X' } }, 'address.city')).toBe('X');
    expect(valueAtPath({}, 'address.city')).toBeUndefined();
    expect(valueAtPath({ name: 'A' }, 'name')).toBe('A');
  });
});
