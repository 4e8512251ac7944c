import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { parseSpecFile } from '../load/parseSpecFile';
import { actionProblems } from './actionProblems';
import type { SpecNames } from './SpecNames';

const names = {
  roles: new Set(['superAdmin']),
  permissions: new Set<string>(),
  operations: new Set(['listPractices', 'archivePractice']),
  messages: new Set(['areYouSure']),
  actions: new Set(['deselectPractice']),
  forms: new Set(['practice']),
} as SpecNames;

// A paged list answer whose rows are closed objects: `{ data: { data: [Practice], currentPage } }`.
const openApi: OpenApiDocument = {
  paths: {
    '/practice/list': {
      post: {
        operationId: 'listPractices',
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'object',
                      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Practice' } }, currentPage: { type: 'integer' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Practice: {
        type: 'object',
        additionalProperties: false,
        properties: { id: { type: 'integer' }, status: { type: ['object', 'null'], properties: { id: { type: 'integer' } } }, settings: { type: 'object' } },
      },
    },
  },
};

function problemsOf(yaml: string[]): string[] {
  const { file } = parseSpecFile('specs/screens/practices.screen.yaml', ['rowActions:', ...yaml].join('\n'));
  const actions = (file.data as { rowActions: unknown[] }).rowActions;
  return actions.flatMap((action, index) =>
    actionProblems(file, ['rowActions', index], action, names, { openApi, source: 'listPractices' }).map(
      (problem) => `${String(problem.line)}:${String(problem.column)} ${problem.message}`,
    ),
  );
}

describe('actionProblems', () => {
  it('accepts an action whose names and record fields all exist', () => {
    expect(
      problemsOf([
        '  - label: Archive',
        '    operation: archivePractice',
        '    params: { id: id }',
        '    disabledWhen: { field: status.id, in: [2] }',
        '    confirm: { title: areYouSure }',
      ]),
    ).toEqual([]);
  });

  it('reports each unknown name at its line: operation, custom action, message key, role, and a record field the operation does not answer', () => {
    expect(
      problemsOf([
        '  - label: Archive',
        '    operation: archivePractise',
        '    params: { id: idd }',
        '    when: { field: stauts, in: [1], access: { roles: [superAdmn] } }',
        '    confirm: { title: areYouSur }',
        '  - { label: Open, to: "/practice/{ids}" }',
        '  - { label: Deselect, action: deselectPractise }',
      ]),
    ).toEqual([
      '3:16 unknown operation `archivePractise`; did you mean `archivePractice`?',
      '5:55 unknown role `superAdmn`; did you mean `superAdmin`?',
      '6:23 unknown message key `areYouSur`; did you mean `areYouSure`?',
      '5:20 `stauts` is no field of the records of `listPractices`; did you mean `status`?',
      '4:19 `idd` is no field of the records of `listPractices`; did you mean `id`?',
      '7:35 `ids` is no field of the records of `listPractices`; did you mean `id`?',
      '8:32 unknown row action `deselectPractise`; did you mean `deselectPractice`?',
    ]);
  });

  it('follows a dotted path into nested records, and asks to close a record part that declares no fields', () => {
    expect(
      problemsOf([
        '  - { label: Open, to: "/practice/{status.idd}", when: { field: settings.colour, in: [1] } }',
      ]),
    ).toEqual([
      '2:65 cannot check `settings.colour`: `settings` in the records of `listPractices` declares no fields; declare its `properties` in specs/api, or mark it `x-cadence-open: true` when its keys are data',
      '2:35 `status.idd` is no field of the records of `listPractices`; did you mean `status.id`?',
    ]);
  });

  it('needs exactly one of the kinds', () => {
    expect(problemsOf(['  - { label: Nothing }'])).toEqual([
      '2:5 `rowActions[0]` needs exactly one of `to`, `operation`, `form`, `dialog`, `listDialog` or `action`',
    ]);
  });
});
