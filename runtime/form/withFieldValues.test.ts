import { describe, expect, it } from 'vitest';
import { fieldPathOfId, withFieldValues } from './withFieldValues';

describe('withFieldValues', () => {
  it.each([
    { given: {}, values: { name: 'A' }, want: { name: 'A' } },
    { given: { name: 'A', address: { zip_code: '1' } }, values: { 'address.city': 'B' }, want: { name: 'A', address: { zip_code: '1', city: 'B' } } },
    { given: { npi: '1' }, values: { npi: undefined }, want: {} },
  ])('sets $values on $given', ({ given, values, want }) => {
    const before = JSON.stringify(given);
    expect(withFieldValues(given, values)).toEqual(want);
    expect(JSON.stringify(given)).toBe(before);
  });
});

describe('fieldPathOfId', () => {
  it('maps RJSF ids to field paths, even when names hold underscores', () => {
    const paths = ['npi', 'address.line_1', 'address.zip_code', 'phone_number.number'];
    expect(fieldPathOfId('root_address_line_1', paths)).toBe('address.line_1');
    expect(fieldPathOfId('root_phone_number_number', paths)).toBe('phone_number.number');
    expect(fieldPathOfId('root_unknown', paths)).toBeUndefined();
  });
});
