import { describe, expect, it } from 'vitest';
import { isMalformedMultipart } from './isMalformedMultipart';

describe('isMalformedMultipart', () => {
  it("recognises busboy's refusals of a malformed body", () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Boundary required',
      'The needle cannot have a length bigger than 256.',
      'The needle cannot be an empty String/Buffer.',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
    ]) {
      expect(isMalformedMultipart(new Error(message)), message).toBe(true);
    }
  });

  it('leaves other failures to be answered as server errors', () => {
    expect(isMalformedMultipart(new Error('relation "files" does not exist'))).toBe(false);
    expect(
      isMalformedMultipart(Object.assign(new Error('Unexpected end of multipart data'), { statusCode: 413 })),
    ).toBe(false);
    expect(isMalformedMultipart('Multipart: Boundary not found')).toBe(false);
  });
});
