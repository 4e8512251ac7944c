import { describe, expect, it } from 'vitest';
import { callSpecOperation } from './callSpecOperation';

describe('callSpecOperation', () => {
  it('refuses a name that is not an operationId of specs/api instead of sending it', async () => {
    await expect(callSpecOperation('listPractise', {})).rejects.toThrow('listPractise is not an operation of specs/api');
  });
});
