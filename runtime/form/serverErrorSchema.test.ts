import { describe, expect, it } from 'vitest';
import { serverErrorSchema } from './serverErrorSchema';

describe('serverErrorSchema', () => {
  it('[form-error-to-field] puts each server field error under its field, nested by path', () => {
    expect(
      serverErrorSchema({
        name: { message: 'Taken', at: 1 },
        'address.zip_code': { message: 'Only numbers allowed.', at: 2 },
        'address.city': { message: 'Unknown city', at: 3 },
      }),
    ).toEqual({
      name: { __errors: ['Taken'] },
      address: { zip_code: { __errors: ['Only numbers allowed.'] }, city: { __errors: ['Unknown city'] } },
    });
  });

  it('is empty without errors', () => {
    expect(serverErrorSchema({})).toEqual({});
  });
});
