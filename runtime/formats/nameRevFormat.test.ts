import { describe, expect, it } from 'vitest';
import { nameRevFormat } from './nameRevFormat';

describe('nameRevFormat', () => {
  it('[patient-derived-fields] shows last, first', () => {
    expect(nameRevFormat(undefined, { patient_first_name: 'Ada', patient_last_name: 'Lovelace' })).toEqual({
      kind: 'text',
      text: 'Lovelace, Ada',
    });
    expect(nameRevFormat(undefined, { first_name: 'Alan', last_name: 'Turing' })).toEqual({ kind: 'text', text: 'Turing, Alan' });
  });

  it('shows the one name there is without a dangling comma', () => {
    expect(nameRevFormat(undefined, { last_name: 'Turing' })).toEqual({ kind: 'text', text: 'Turing' });
  });

  it('shows nothing without names', () => {
    expect(nameRevFormat(undefined, {})).toEqual({ kind: 'empty' });
  });
});
