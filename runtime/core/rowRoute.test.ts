import { describe, expect, it } from 'vitest';
import { rowRoute } from './rowRoute';

describe('rowRoute', () => {
  it('fills {field} and dotted fields, URL-encoded, and leaves a missing one as written', () => {
    expect(rowRoute('/practice/{id}', { id: 7 })).toBe('/practice/7');
    expect(rowRoute('/user/{user.name}', { user: { name: 'a b' } })).toBe('/user/a%20b');
    expect(rowRoute('/practice/{id}', {})).toBe('/practice/{id}');
  });
});
