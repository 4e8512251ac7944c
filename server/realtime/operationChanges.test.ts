import { describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { readChangeEvent } from './ChangeEvent';
import { changedId, operationChanges } from './operationChanges';

describe('operationChanges (x-cadence-changes of specs/api)', () => {
  it('finds the writes of patients and practices by their Fastify route', () => {
    const changes = operationChanges(openapi);
    expect(changes.get('PATCH /api/patient/:id')).toEqual({ operationId: 'updatePatient', resource: 'patients', id: 'path.id' });
    expect(changes.get('POST /api/practice')).toEqual({ operationId: 'createPractice', resource: 'practices', id: 'response.id' });
    expect(changes.has('POST /api/patient/list')).toBe(false);
  });

  it('refuses an extension without a resource or with an id source it cannot read', () => {
    const paths = { '/x': { post: { operationId: 'x', 'x-cadence-changes': { resource: 'patients', id: 'query.id' } } } };
    expect(() => operationChanges({ paths })).toThrow(/x-cadence-changes/);
  });

  it('reads the written id from the path, the body or the answer', () => {
    expect(changedId('path.id', { params: { id: '12' }, body: {}, payload: {} })).toBe(12);
    expect(changedId('body.patient_id', { params: {}, body: { patient_id: 5 }, payload: {} })).toBe(5);
    expect(changedId('response.id', { params: {}, body: {}, payload: { id: 9 } })).toBe(9);
    expect(changedId('response.id', { params: {}, body: {}, payload: null })).toBeUndefined();
    // issue 25 finding 14: an assignment answered inside the payload is keyed by its own id.
    expect(changedId('response.assignment.version_patient_id', { params: {}, body: {}, payload: { assignment: { version_patient_id: 31 } } })).toBe(31);
    expect(changedId('response.assignment.version_patient_id', { params: {}, body: {}, payload: { assignment: null } })).toBeUndefined();
    expect(changedId('path.id', { params: { id: 'abc' }, body: {}, payload: {} })).toBeUndefined();
  });
});

describe('readChangeEvent', () => {
  it('reads a NOTIFY payload and refuses anything else', () => {
    expect(readChangeEvent('{"resource":"patients","id":4,"operationId":"updatePatient"}')).toEqual({ resource: 'patients', id: 4, operationId: 'updatePatient' });
    expect(readChangeEvent('{"resource":"patients","id":"4","operationId":"updatePatient"}')).toBeUndefined();
    expect(readChangeEvent('not json')).toBeUndefined();
  });
});
