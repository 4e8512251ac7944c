import { describe, expect, it } from 'vitest';
import { isJsonObject } from './jsonObject';

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
