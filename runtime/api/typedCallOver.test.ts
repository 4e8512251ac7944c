import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { OperationData } from '../../src/generated/operationTypes';
import { isOperationId } from './isOperationId';
import { typedCallOver, type SpecCall } from './typedCallOver';

describe('typedCallOver', () => {
  it('sends the body and the path parameters through the port it was given, and answers its data', async () => {
    const port = vi.fn<SpecCall>(() => Promise.resolve({ url: 'https://files.example/licence.pdf' }));
    const typed = typedCallOver(port);
    const answer = await typed('getCredentialUrl', { url: 'licences/7.pdf' });
    await typed('changePatientStatus', undefined, { id: 7, status_id: 3 });
    expect(port.mock.calls).toEqual([
      ['getCredentialUrl', { url: 'licences/7.pdf' }],
      ['changePatientStatus', undefined, { path: { id: 7, status_id: 3 } }],
    ]);
    expect(answer.url).toBe('https://files.example/licence.pdf');
    expectTypeOf(answer).toEqualTypeOf<OperationData<'getCredentialUrl'>>();
  });

  it('does not compile with a body field or an answer field that specs/api does not describe', () => {
    const typed = typedCallOver(() => Promise.resolve({}));
    const neverCalled = () => {
      // @ts-expect-error setPatientLock's body has `locked`, not `lock`
      void typed('setPatientLock', { lock: false }, { id: 7 });
      // @ts-expect-error queryPatientStatusTypes answers rows, which have no `label`
      void typed('queryPatientStatusTypes', {}).then((rows) => String(rows[0]?.label));
    };
    expect(typeof neverCalled).toBe('function');
  });
});

describe('isOperationId', () => {
  it('tells an operationId of specs/api from a misspelt one', () => {
    expect(isOperationId('listPractices')).toBe(true);
    expect(isOperationId('listPractise')).toBe(false);
    expect(isOperationId('toString')).toBe(false);
  });
});
