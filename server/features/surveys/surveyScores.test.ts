// The published raw-to-interval tables row by row, and the scores built on them.
import { describe, expect, it } from 'vitest';
import { hoosJrIntervalScores, koosJrIntervalScores } from './intervalScoreTables';
import { constants } from '../../../src/generated/catalog';
import { intervalScore, intervalTables, progressionScores } from './surveyScores';

// The published rows, written out again here so that a changed table fails row by row.
const koosJr: [number, number][] = [
  [0, 100.0],
  [1, 91.975],
  [2, 84.6],
  [3, 79.914],
  [4, 76.332],
  [5, 73.342],
  [6, 70.704],
  [7, 68.284],
  [8, 65.994],
  [9, 63.776],
  [10, 61.583],
  [11, 59.381],
  [12, 57.14],
  [13, 54.84],
  [14, 52.465],
  [15, 50.012],
  [16, 47.487],
  [17, 44.905],
  [18, 42.281],
  [19, 39.625],
  [20, 36.931],
  [21, 34.174],
  [22, 31.307],
  [23, 28.251],
  [24, 24.875],
  [25, 20.941],
  [26, 15.939],
  [27, 8.291],
  [28, 0.0],
];
const hoosJr: [number, number][] = [
  [0, 100.0],
  [1, 92.34],
  [2, 85.257],
  [3, 80.55],
  [4, 76.776],
  [5, 73.472],
  [6, 70.426],
  [7, 67.516],
  [8, 64.664],
  [9, 61.815],
  [10, 58.93],
  [11, 55.985],
  [12, 52.965],
  [13, 49.858],
  [14, 46.652],
  [15, 43.335],
  [16, 39.902],
  [17, 36.363],
  [18, 32.735],
  [19, 29.009],
  [20, 25.103],
  [21, 20.805],
  [22, 15.633],
  [23, 8.104],
  [24, 0.0],
];

describe('KOOS, JR. conversion table (survey 1) [survey-ids]', () => {
  it('has a row for every raw score 0..28 (7 items of 0..4)', () => {
    expect(koosJrIntervalScores).toHaveLength(29);
  });
  it.each(koosJr)('raw %i gives interval %d', (raw, interval) => {
    expect(intervalScore(1, raw)).toBe(interval);
  });
});

describe('HOOS, JR. conversion table (survey 3) [survey-ids]', () => {
  it('has a row for every raw score 0..24 (6 items of 0..4)', () => {
    expect(hoosJrIntervalScores).toHaveLength(25);
  });
  it.each(hoosJr)('raw %i gives interval %d', (raw, interval) => {
    expect(intervalScore(3, raw)).toBe(interval);
  });
});

describe('survey type constants', () => {
  it('[survey-koos-constant] [survey-ids] KOOS_TYPE_SURVEY is the knee survey 1, whose table is KOOS, JR.; 3 is HOOS, JR.', () => {
    expect(constants.KOOS_TYPE_SURVEY).toBe(1);
    expect(intervalTables[constants.KOOS_TYPE_SURVEY]).toBe(koosJrIntervalScores);
    expect(intervalTables[constants.HOOS_TYPE_SURVEY]).toBe(hoosJrIntervalScores);
  });
});

describe('intervalScore', () => {
  it('answers null beyond the table and for an unknown instrument', () => {
    expect(intervalScore(1, 29)).toBeNull();
    expect(intervalScore(3, 25)).toBeNull();
    expect(intervalScore(2, 0)).toBeNull();
  });
});

describe('progressionScores', () => {
  it('is the change from the first completed survey, which itself is 0; open surveys have none', () => {
    const scores = progressionScores([
      { id: 3, completed_at: '2026-05-01T10:00:00Z', interval_score: 68.284 },
      { id: 1, completed_at: '2026-03-01T10:00:00Z', interval_score: 50.012 },
      { id: 4, completed_at: null, interval_score: null },
      { id: 2, completed_at: '2026-04-01T10:00:00Z', interval_score: 42.281 },
    ]);
    expect(scores.get(1)).toBe(0);
    expect(scores.get(2)).toBe(-7.731);
    expect(scores.get(3)).toBe(18.272);
    expect(scores.get(4)).toBeNull();
  });
});
