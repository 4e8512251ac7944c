import { describe, expect, it } from 'vitest';
import { withoutHiddenFields } from './hiddenFields';

const form = { type: 'object', properties: { first_name: {}, beta: {} } };
const view = { type: 'object', properties: { first_name: {} } };

describe('withoutHiddenFields', () => {
  it.each([
    { given: { first_name: 'Ann', beta: true }, want: { first_name: 'Ann' } },
    { given: { first_name: 'Ann', patient_id: 4 }, want: { first_name: 'Ann', patient_id: 4 } },
    { given: {}, want: {} },
  ])('sends $want for $given', ({ given, want }) => {
    expect(withoutHiddenFields(given, form, view)).toEqual(want);
  });
});
