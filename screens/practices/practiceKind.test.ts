import { describe, expect, it } from 'vitest';
import { practiceKind } from './practiceKind';

describe('practiceKind', () => {
  it.each([
    { given: 1, want: 'equipmentSupplier' },
    { given: 2, want: 'physicalTherapy' },
    { given: 3, want: 'surgeon' },
    { given: 0, want: undefined },
    { given: undefined, want: undefined },
  ])('[practice-type-ids-logic] practice type $given is $want', ({ given, want }) => {
    expect(practiceKind(given)).toBe(want);
  });
});
