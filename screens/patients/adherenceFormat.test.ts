import { describe, expect, it } from 'vitest';
import { adherenceFormat } from './adherenceFormat';

describe('adherenceFormat', () => {
  it.each([
    [0, 'red'],
    [69, 'red'],
    [70, 'red'],
    [70.4, 'neutral'],
    [71, 'neutral'],
    [100, 'neutral'],
  ] as const)('[adherence-red] adherence %d%% is %s', (percent, tone) => {
    expect(adherenceFormat(percent, {})).toMatchObject({ kind: 'tone', tone });
  });

  it('[adherence-red] shows a percentage and says "low" for red values', () => {
    expect(adherenceFormat(65, {})).toEqual({ kind: 'tone', text: '65%', tone: 'red', label: 'Adherence 65%, low' });
  });

  it('shows nothing without a value', () => {
    expect(adherenceFormat(undefined, {})).toEqual({ kind: 'empty' });
  });
});
