import { describe, expect, it } from 'vitest';
import { nearestName, unknownNameMessage } from './nearestName';

describe('nearestName', () => {
  const known = ['editPatient', 'addPatient', 'viewAllPatient', 'superAdmin', 'surgeon'];
  it.each([
    { given: 'editPatinet', want: 'editPatient' },
    { given: 'surgen', want: 'surgeon' },
    { given: 'superadmin', want: 'superAdmin' },
    { given: 'archivePatient', want: undefined },
    { given: 'x', want: undefined },
  ])('suggests $want for $given', ({ given, want }) => {
    expect(nearestName(given, known)).toBe(want);
  });

  it('suggests nothing when there are no known names', () => {
    expect(nearestName('anything', [])).toBeUndefined();
  });
});

describe('unknownNameMessage', () => {
  it.each([
    {
      kind: 'permission',
      name: 'editPatinet',
      want: 'unknown permission `editPatinet`; did you mean `editPatient`?',
    },
    { kind: 'role', name: 'nurse', want: 'unknown role `nurse`' },
  ])('$kind $name', ({ kind, name, want }) => {
    expect(unknownNameMessage(kind, name, ['editPatient', 'surgeon'])).toBe(want);
  });
});
