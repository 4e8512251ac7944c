import { describe, expect, it } from 'vitest';
import { progressionScoreFormat } from './progressionScoreFormat';

describe('progressionScoreFormat', () => {
  it.each([
    { given: 0, tone: 'green', text: '0' },
    { given: 12.5, tone: 'green', text: '12.5' },
    { given: -3.5, tone: 'red', text: '-3.5' },
  ])('shows $given in $tone', ({ given, tone, text }) => {
    expect(progressionScoreFormat(given, {})).toMatchObject({ kind: 'tone', tone, text });
  });

  it('shows nothing for a survey without a score', () => {
    expect(progressionScoreFormat(null, {})).toEqual({ kind: 'empty' });
  });
});
