import { describe, expect, it } from 'vitest';
import { successRoute } from './successRoute';

describe('successRoute', () => {
  it.each([
    { template: '/practices', answer: { id: 3 }, want: '/practices' },
    { template: '/practice/{id}', answer: { id: 42 }, want: '/practice/42' },
    { template: '/patientInformation/{id}?tab=procedure', answer: { id: 'a b' }, want: '/patientInformation/a%20b?tab=procedure' },
    { template: '/practice/{id}', answer: null, want: '/practice/{id}' },
  ])('$template with $answer → $want', ({ template, answer, want }) => {
    expect(successRoute(template, answer)).toBe(want);
  });
});
