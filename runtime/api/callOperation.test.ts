import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { OperationData } from '../../src/generated/operationTypes';
import { callOperation, type SpecCall } from './callOperation';
import { isOperationId } from './isOperationId';

describe('callOperation', () => {
  it('sends a typed call through the port it was given: the body, the path parameters, and answers its data', async () => {
    const port = vi.fn<SpecCall>(() => Promise.resolve({ url: 'https://files.example/licence.pdf' }));
    const answer = await callOperation(port, 'getCredentialUrl', { url: 'licences/7.pdf' });
    await callOperation(port, 'changePatientStatus', undefined, { id: 7, status_id: 3 });
    expect(port.mock.calls).toEqual([
      ['getCredentialUrl', { url: 'licences/7.pdf' }],
      ['changePatientStatus', undefined, { path: { id: 7, status_id: 3 } }],
    ]);
    expect(answer.url).toBe('https://files.example/licence.pdf');
    expectTypeOf(answer).toEqualTypeOf<OperationData<'getCredentialUrl'>>();
  });

  it('sends an operation a spec names with its body and request parameters, as given', async () => {
    const port = vi.fn<SpecCall>(() => Promise.resolve({ id: 7 }));
    // Names a spec gives: the compiler types them `OperationId`, a widget's `ui:options` `string`.
    const read: string = 'getPractice';
    const list: string = 'listPractices';
    await expect(callOperation(port, read, undefined, { path: { id: 7 } })).resolves.toEqual({ id: 7 });
    await callOperation(port, list, {});
    expect(port.mock.calls).toEqual([
      ['getPractice', undefined, { path: { id: 7 } }],
      ['listPractices', {}],
    ]);
  });

  it('refuses a name that is not an operationId of specs/api instead of sending it', async () => {
    const port = vi.fn<SpecCall>(() => Promise.resolve(undefined));
    const misspelt: string = 'listPractise';
    await expect(callOperation(port, misspelt, {})).rejects.toThrow('listPractise is not an operation of specs/api');
    expect(port).not.toHaveBeenCalled();
  });

  it('does not compile with a body field or an answer field that specs/api does not describe', () => {
    const port: SpecCall = () => Promise.resolve({});
    const neverCalled = () => {
      // @ts-expect-error setPatientLock's body has `locked`, not `lock`
      void callOperation(port, 'setPatientLock', { lock: false }, { id: 7 });
      // @ts-expect-error queryPatientStatusTypes answers rows, which have no `label`
      void callOperation(port, 'queryPatientStatusTypes', {}).then((rows) => String(rows[0]?.label));
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
