import { describe, expect, it } from 'vitest';
import { fullNameFormat } from './fullNameFormat';

describe('fullNameFormat', () => {
  it.each([
    { given: { first_name: 'Ann', last_name: 'Lee' }, want: { kind: 'text', text: 'Ann Lee' } },
    { given: { first_name: ' Ann ', last_name: '' }, want: { kind: 'text', text: 'Ann' } },
    { given: { first_name: null, last_name: undefined }, want: { kind: 'empty' } },
  ])('shows $given as $want', ({ given, want }) => {
    expect(fullNameFormat(undefined, given)).toEqual(want);
  });
});
