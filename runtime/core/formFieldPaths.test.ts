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

  it('indexes a list by a numeric segment, as a device action input starts from its first volume level', () => {
    const tablet = { volume_levels: [{ audioStream: 'music', volumeLevel: 30 }, { audioStream: 'ring', volumeLevel: 50 }] };
    expect(valueAtPath(tablet, 'volume_levels.0.volumeLevel')).toBe(30);
    expect(valueAtPath(tablet, 'volume_levels.2.volumeLevel')).toBeUndefined();
    expect(valueAtPath(tablet, 'volume_levels.first')).toBeUndefined();
  });
});
