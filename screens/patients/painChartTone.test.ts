import { describe, expect, it } from 'vitest';
import { painTone } from './painColourFormat';
import { painChartTone } from './painChartTone';

describe('painChartTone', () => {
  it('[pain-colour-chart-variant] colours at least 7 red, at least 4 amber, else green', () => {
    expect([0, 3, 3.9, 4, 6, 6.9, 7, 10].map(painChartTone)).toEqual([
      'green',
      'green',
      'green',
      'amber',
      'amber',
      'amber',
      'red',
      'red',
    ]);
  });

  it('[pain-scale] agrees with the table colour on every whole pain value of the 0-10 scale', () => {
    for (let pain = 0; pain <= 10; pain += 1) expect(painChartTone(pain), String(pain)).toBe(painTone(pain));
    expect(painChartTone(6.5)).not.toBe(painTone(6.5));
  });
});
