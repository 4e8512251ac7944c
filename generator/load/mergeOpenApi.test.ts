import { describe, expect, it } from 'vitest';
import { formatProblem } from '../lint/LintProblem';
import { mergeOpenApi } from './mergeOpenApi';
import { parseSpecFile } from './parseSpecFile';

const part = (name: string, lines: string[]) =>
  parseSpecFile(`specs/api/${name}.yaml`, `${lines.join('\n')}\n`).file;

const session = part('session', [
  'openapi: 3.1.0',
  'info: { title: Session, version: 1.0.0 }',
  'servers: [{ url: /api }]',
  'paths:',
  '  /login:',
  '    post: { operationId: login, responses: { "200": { description: ok } } }',
  'components:',
  '  schemas:',
  '    Message: { type: object }',
]);

describe('mergeOpenApi', () => {
  it('unites paths and components, taking openapi, info and servers from the first file', () => {
    const patients = part('patients', [
      'openapi: 3.1.0',
      'info: { title: Patients, version: 2.0.0 }',
      'paths:',
      '  /login:',
      '    get: { operationId: loginPage, responses: { "200": { description: ok } } }',
      '  /patient/list:',
      '    post: { operationId: listPatients, responses: { "200": { description: ok } } }',
      'components:',
      '  schemas:',
      '    Patient: { type: object }',
    ]);
    const { document, operations, problems } = mergeOpenApi([session, patients]);
    expect(problems).toEqual([]);
    expect(document.info).toEqual({ title: 'Session', version: '1.0.0' });
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths['/login'] ?? {})).toEqual(['post', 'get']);
    expect(Object.keys(document.components.schemas ?? {})).toEqual(['Message', 'Patient']);
    expect([...operations.keys()]).toEqual(['login', 'loginPage', 'listPatients']);
  });

  it.each([
    {
      name: 'a path and method declared twice',
      lines: ['paths:', '  /login:', '    post: { operationId: signIn }'],
      want: ['specs/api/other.yaml:3:5  duplicate operation `POST /login`'],
    },
    {
      name: 'an operationId used twice',
      lines: ['paths:', '  /signin:', '    post: { operationId: login }'],
      want: [
        'specs/api/other.yaml:3:26  duplicate operationId `login` (also `POST /login` in specs/api/session.yaml)',
      ],
    },
    {
      name: 'an operation without operationId',
      lines: ['paths:', '  /signin:', '    post: { summary: Sign in }'],
      want: ['specs/api/other.yaml:3:5  operation `POST /signin` has no operationId'],
    },
    {
      name: 'a component declared twice',
      lines: ['components:', '  schemas:', '    Message: { type: string }'],
      want: ['specs/api/other.yaml:3:5  duplicate component `schemas.Message`'],
    },
  ])('reports $name at the second declaration', ({ lines, want }) => {
    expect(mergeOpenApi([session, part('other', lines)]).problems.map(formatProblem)).toEqual(want);
  });
});
