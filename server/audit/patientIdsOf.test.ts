import { describe, expect, it } from 'vitest';
import type { AuditSpec } from './AuditSpec';
import { patientIdsOf, type AuditedCall } from './patientIdsOf';

describe('patientIdsOf', () => {
  it.each<{ name: string; spec: AuditSpec; call: AuditedCall; want: number[] }>([
    { name: 'a path parameter (text)', spec: { action: 'patient.read', kind: 'read', patient: ['path.id'] }, call: { params: { id: '42' }, body: undefined }, want: [42] },
    { name: 'a body field', spec: { action: 'patient.read', kind: 'create', patient: ['body.patient_id'] }, call: { params: {}, body: { patient_id: 7 } }, want: [7] },
    { name: 'the rows of an answered page', spec: { action: 'patient.read', kind: 'search', patient: ['response.data[].patient_id'] }, call: { params: {}, body: {}, data: { data: [{ patient_id: 3 }, { patient_id: 5 }, { patient_id: 3 }] } }, want: [3, 5] },
    { name: 'nested and nullable', spec: { action: 'patient.read', kind: 'search', patient: ['response.data[].patient.id'] }, call: { params: {}, body: {}, data: { data: [{ patient: null }, { patient: { id: 9 } }] } }, want: [9] },
    {
      name: 'rows kept by where',
      spec: { action: 'patient.read', kind: 'search', patient: ['response.data[].id'], where: { model_type: 'patient' } },
      call: { params: {}, body: {}, data: { data: [{ id: 1, model_type: 'practice' }, { id: 2, model_type: 'patient' }] } },
      want: [2],
    },
    { name: 'several sources', spec: { action: 'patient.read', kind: 'read', patient: ['body.patient_id', 'response.patients[].id'] }, call: { params: {}, body: { patient_id: 4 }, data: { patients: [{ id: 4 }, { id: 8 }] } }, want: [4, 8] },
    { name: 'a refused call without its answer', spec: { action: 'patient.read', kind: 'create', patient: ['response.id'] }, call: { params: {}, body: {} }, want: [] },
    { name: 'values that are not ids', spec: { action: 'patient.read', kind: 'read', patient: ['path.id'] }, call: { params: { id: 'abc' }, body: undefined }, want: [] },
  ])('$name', ({ spec, call, want }) => {
    expect(patientIdsOf(spec, call)).toEqual(want);
  });
});
