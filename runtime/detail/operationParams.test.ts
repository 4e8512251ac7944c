import { describe, expect, it } from 'vitest';
import { operationPathParams } from '../api/operationPathParams';
import { operationParams } from './operationParams';

describe('operationParams', () => {
  it.each([
    { given: ['getPatientDetail', { id: 'id' }, { id: '7' }], want: { path: { id: '7' }, body: undefined } },
    {
      given: ['archivePatient', undefined, { id: 7, name: 'x' }],
      want: { path: { id: 7 }, body: undefined },
    },
    {
      given: ['startPatientViewingLog', { patient_id: 'id' }, { id: '12' }],
      want: { path: {}, body: { patient_id: 12 } },
    },
    {
      given: ['changePatientStatus', { id: 'id', status_id: 'next.id' }, { id: 3, next: { id: 4 } }],
      want: { path: { id: 3, status_id: 4 }, body: undefined },
    },
  ] as const)('$given.0 with $given.1', ({ given, want }) => {
    expect(operationParams(given[0], given[1], given[2])).toEqual(want);
  });

  it('names the path parameters of an operation', () => {
    expect(operationPathParams('changePatientStatus')).toEqual(['id', 'status_id']);
    expect(operationPathParams('noSuchOperation')).toEqual([]);
  });
});
