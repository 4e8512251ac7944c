import { describe, expect, it } from 'vitest';
import { planDate } from './planDate';

describe('planDate', () => {
  it('shows the calendar day of the plan whatever the viewer’s time zone', () => {
    expect(planDate(Date.UTC(2026, 2, 2) / 1000)).toBe('03/02/2026');
  });
  it('shows nothing for a missing date', () => {
    expect(planDate(null)).toBe('');
  });
});
