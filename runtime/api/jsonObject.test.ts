import { describe, expect, it } from 'vitest';
import { asJsonObject, isJsonObject } from './jsonObject';

describe('isJsonObject', () => {
  it('takes an object and refuses null, arrays and scalars', () => {
    expect(isJsonObject({ id: 7 })).toBe(true);
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject([{ id: 7 }])).toBe(false);
    expect(isJsonObject('{"id":7}')).toBe(false);
    expect(isJsonObject(undefined)).toBe(false);
  });
});

describe('asJsonObject', () => {
  it('keeps an object and reads anything else as an empty one', () => {
    const row = { id: 7 };
    expect(asJsonObject(row)).toBe(row);
    expect(asJsonObject(undefined)).toEqual({});
    expect(asJsonObject(null)).toEqual({});
    expect(asJsonObject([{ id: 7 }])).toEqual({});
    expect(asJsonObject('text')).toEqual({});
  });
});
