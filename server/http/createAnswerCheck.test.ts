import { describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { answerSchema } from './answerSchema';
import { createAnswerChecks, type AnswerCheck } from './createAnswerCheck';

const checks = createAnswerChecks();
const studyGroupAnswer = checks.compile(answerSchema(openapi, '/study_group', 'post') ?? {});
const portalInfoAnswer = checks.compile(answerSchema(openapi, '/portal_info', 'get') ?? {});
/** The problems of an answer that the serializer sends unchanged. */
const problemsOf = (check: AnswerCheck, answer: unknown) => check(answer, () => JSON.stringify(answer));

describe('answer checks: each answer against its OpenAPI description', () => {
  it('accepts an answer that matches the description', () => {
    expect(problemsOf(studyGroupAnswer, { data: { id: 3, name: 'Knees' } })).toEqual([]);
    expect(problemsOf(portalInfoAnswer, { data: { demo: true, version: '1.0.0' } })).toEqual([]);
  });

  it('names a missing field, a wrong type and a field the description does not have', () => {
    expect(problemsOf(studyGroupAnswer, { data: { id: 3 } })).toEqual([
      "/data must have required property 'name'",
    ]);
    expect(problemsOf(studyGroupAnswer, { data: { id: '3', name: 'Knees' } })).toEqual([
      '/data/id must be integer',
    ]);
    expect(problemsOf(portalInfoAnswer, { data: { demo: true, version: '1', secret: 'x' } })).toEqual([
      '/data must NOT have additional properties (secret)',
    ]);
  });

  it('names what the serializer dropped or changed', () => {
    const answer = { data: { id: 3, name: 'Knees' } };
    expect(studyGroupAnswer(answer, () => '{"data":{"id":3}}')).toEqual([
      '/data/name is not in the description: the serializer drops it',
    ]);
    expect(studyGroupAnswer(answer, () => '{"data":{"id":3,"name":7}}')).toEqual([
      '/data/name is sent as 7 instead of "Knees"',
    ]);
  });

  it('names a field once for a whole list', () => {
    const generalForms = checks.compile(answerSchema(openapi, '/general_form/query', 'post') ?? {});
    const rows = [1, 2, 3].map((id) => ({ id, name: `Form ${id}`, description: '', url: 'https://example.org' }));
    expect(generalForms({ data: rows }, () => JSON.stringify({ data: rows.map(({ id, name, description }) => ({ id, name, description })) }))).toEqual([
      '/data/0/url is not in the description: the serializer drops it',
    ]);
  });

  it('reads the schema behind a shared response ($ref to components/responses)', () => {
    const adminConfig = checks.compile(answerSchema(openapi, '/admin_config', 'get') ?? {});
    expect(problemsOf(adminConfig, { data: [{ id: 1, key: 'k', value: 'v' }] })).toEqual([]);
    expect(problemsOf(adminConfig, { data: [{ id: 1, key: 'k' }] })).not.toEqual([]);
  });
});
