import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { loadedFormData } from './loadedFormData';
import { readRecordPath, writeFieldPath } from './recordPath';
import { routeParamName } from './routeParamName';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    npi: { type: ['string', 'null'] },
    practice_type_id: { type: 'integer' },
    address: { type: 'object', properties: { line_1: { type: 'string' }, city: { type: 'string' } } },
  },
};
const record = {
  id: 7,
  name: 'Lakeside',
  npi: null,
  secret: 'not in the form',
  practice_type: { id: 3, name: 'Surgeon' },
  address: [
    { id: 1, line_1: 'Old', city: 'A' },
    { id: 2, line_1: 'New', city: 'B' },
  ],
};

describe('loadedFormData', () => {
  it('[practice-update-call] maps record paths into the form, keeps only the form fields and the keep paths', () => {
    expect(
      loadedFormData(schema, record, { practice_type_id: 'practice_type.id', address: 'address[-1]' }, [
        'address.id',
      ]),
    ).toEqual({
      name: 'Lakeside',
      practice_type_id: 3,
      address: { id: 2, line_1: 'New', city: 'B' },
    });
  });
});

describe('record paths', () => {
  it.each([
    { path: 'address[0].city', want: 'A' },
    { path: 'address[-1].city', want: 'B' },
    { path: 'practice_type.name', want: 'Surgeon' },
    { path: 'address[5].city', want: undefined },
    { path: 'name[0]', want: undefined },
  ])('reads $path', ({ path, want }) => {
    expect(readRecordPath(record, path)).toBe(want);
  });
  it('writes a dotted path, creating objects', () => {
    expect(writeFieldPath({ a: 1 }, 'address.id', 3)).toEqual({ a: 1, address: { id: 3 } });
  });
  it('finds the route parameter that tells new from an id', () => {
    expect(routeParamName('/practice/{practiceID}')).toBe('practiceID');
    expect(routeParamName('/user/:userID')).toBe('userID');
    expect(routeParamName('/practices')).toBeUndefined();
  });
});
