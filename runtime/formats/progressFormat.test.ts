import { describe, expect, it } from 'vitest';
import { progressFormat } from './progressFormat';

describe('progressFormat', () => {
  it('[patient-list-columns] shows the value, its previous value and the change with an upward trend', () => {
    expect(progressFormat({ current: 95, previous: 90, progress: 5 }, {})).toEqual({
      kind: 'progress',
      text: '95',
      previous: '90',
      change: '+5',
      trend: 'up',
      label: '95, previous 90, change +5',
    });
  });

  it('computes the change from the previous value when the row does not carry it', () => {
    expect(progressFormat({ value: 10, previous: 14 }, {})).toMatchObject({ change: '-4', trend: 'down' });
  });

  it('shows a bare number without previous value as flat', () => {
    expect(progressFormat(120, {})).toMatchObject({ text: '120', previous: null, change: null, trend: 'flat' });
  });

  it('shows nothing without a current value', () => {
    expect(progressFormat(null, {})).toEqual({ kind: 'empty' });
    expect(progressFormat({ previous: 3 }, {})).toEqual({ kind: 'empty' });
  });
});
