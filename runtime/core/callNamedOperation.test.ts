import { describe, expect, it, vi } from 'vitest';
import { callNamedOperation } from './callNamedOperation';

describe('callNamedOperation', () => {
  it('refuses a name that is not an operationId of specs/api instead of sending it', async () => {
    const call = vi.fn(() => Promise.resolve(undefined));
    await expect(callNamedOperation(call, 'listPractise', {})).rejects.toThrow('listPractise is not an operation of specs/api');
    expect(call).not.toHaveBeenCalled();
  });

  it('sends a name that is one, with its body and path parameters', async () => {
    const call = vi.fn(() => Promise.resolve({ id: 7 }));
    await expect(callNamedOperation(call, 'getPractice', undefined, { path: { id: 7 } })).resolves.toEqual({ id: 7 });
    expect(call).toHaveBeenCalledWith('getPractice', undefined, { path: { id: 7 } });
  });
});
