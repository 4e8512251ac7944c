import { describe, expect, it } from 'vitest';
import { answerMismatches, checkAnswer } from './checkAnswer';

describe('checkAnswer: every 200 answer of the API tests against its OpenAPI description', () => {
  it('accepts an answer that matches the description', () => {
    expect(answerMismatches('createStudyGroup', 200, { data: { id: 3, name: 'Knees' } })).toEqual([]);
    expect(answerMismatches('portalInfo', 200, { data: { demo: true, version: '1.0.0' } })).toEqual([]);
  });

  it('names a missing field, a wrong type and a field the description does not have', () => {
    expect(answerMismatches('createStudyGroup', 200, { data: { id: 3 } })).toEqual(["/data must have required property 'name'"]);
    expect(answerMismatches('createStudyGroup', 200, { data: { id: '3', name: 'Knees' } })).toEqual(['/data/id must be integer']);
    expect(answerMismatches('portalInfo', 200, { data: { demo: true, version: '1', secret: 'x' } })).toEqual([
      '/data must NOT have additional properties (secret)',
    ]);
  });

  it('reads the schema behind a shared response ($ref to components/responses)', () => {
    expect(answerMismatches('getAdminConfig', 200, { data: [{ id: 1, key: 'k', value: 'v' }] })).toEqual([]);
    expect(answerMismatches('getAdminConfig', 200, { data: [{ id: 1, key: 'k' }] })).not.toEqual([]);
  });

  it('leaves refusals and errors alone, and fails the call on a mismatch', () => {
    expect(answerMismatches('createStudyGroup', 422, { message: 'Name taken' })).toEqual([]);
    expect(() => checkAnswer('createStudyGroup', 200, { data: {} })).toThrow(/createStudyGroup answered 200 with a body its OpenAPI description does not allow/);
  });
});
