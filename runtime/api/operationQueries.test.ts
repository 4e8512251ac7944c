import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { changedResource, invalidateReadersOf, operationQueryKey, operationsReading } from './operationQueries';
import type { OperationBody, OperationData, OperationPathParams } from '../../src/generated/operationTypes';
import { callOperation } from './callOperation';

describe('operation queries', () => {
  it('keys an answer by operationId, body and parameters', () => {
    expect(operationQueryKey('listPatients', { page: 2 })).toEqual(['listPatients', { page: 2 }, undefined]);
  });

  it('knows from specs/api which answers show patients and practices, and which calls change them', () => {
    // A patient edited in another tab refreshes every open answer about patients: the list, the
    // profile, the clinical record's plans, sessions, notes and surveys, and the RTM prompts (a
    // new template assignment shows its flow), and the profile's progress and monitoring panels.
    expect(operationsReading('patients')).toEqual(
      new Set([
        'listPatients',
        'getPatientDetail',
        'getAllPatientTreatmentPlans',
        'getActiveTreatmentPlanForPatient',
        'getRecoveryReport',
        'getRecoveryReportsForTreatment',
        'getAllPatientSessions',
        'listPatientNotes',
        'getPatientNoteAlt',
        'listUncosignedNotes',
        'listPatientSurveys',
        'getPatientPrompts',
        'getPatientProgress',
        'getPatientMonitoring',
      ]),
    );
    expect(operationsReading('practices')).toEqual(new Set(['listPractices', 'getPractice']));
    expect(changedResource('updatePatient')).toBe('patients');
    expect(changedResource('listPatients')).toBeUndefined();
  });

  it('marks only the answers of the changed resource stale', async () => {
    const client = new QueryClient();
    client.setQueryData(operationQueryKey('listPatients', { page: 1 }), { data: [] });
    client.setQueryData(operationQueryKey('listPractices', { page: 1 }), { data: [] });
    await invalidateReadersOf(client, 'patients');
    expect(client.getQueryState(operationQueryKey('listPatients', { page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(operationQueryKey('listPractices', { page: 1 }))?.isInvalidated).toBe(false);
  });

  it('types calls from the OpenAPI description', () => {
    expectTypeOf<OperationPathParams<'getPractice'>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<OperationPathParams<'listPractices'>>().toEqualTypeOf<undefined>();
    expectTypeOf<OperationData<'getPractice'>['name']>().toEqualTypeOf<string>();
    expectTypeOf<OperationBody<'listPractices'>>().not.toBeUndefined();
    expectTypeOf<OperationData<'getCredentialUrl'>>().toEqualTypeOf<{ url: string }>();
    // A body the OpenAPI description does not allow, or a missing path parameter, does not compile.
    const neverCalled = () => {
      // @ts-expect-error `link` is not a field of getCredentialUrl's body
      void callOperation('getCredentialUrl', { link: 'x' });
      // @ts-expect-error deleteLicense needs its path parameter `id`
      void callOperation('deleteLicense', undefined);
      // @ts-expect-error `link` is not a field of getCredentialUrl's answer (it answers `url`)
      void callOperation('getCredentialUrl', { url: 'x' }).then((answer): string => String(answer.link));
      // @ts-expect-error checkToken's `valid` is a boolean, not a string
      void callOperation('checkToken', { token: 't' }).then((answer): string => answer.valid);
      // @ts-expect-error an operationId that specs/api does not have
      void callOperation('getPractise', undefined, { id: 1 });
    };
    expect(typeof neverCalled).toBe('function');
  });
});
