import { describe, expect, it } from 'vitest';
import { parseSpecFile } from '../load/parseSpecFile';
import { formatProblem } from './LintProblem';
import { expectedSchemaPath, schemaLineProblems } from './schemaLineProblems';

describe('schemaLineProblems', () => {
  it.each([
    {
      name: 'a screen with the right line',
      path: 'specs/screens/a.screen.yaml',
      text: '# yaml-language-server: $schema=../schema/screen.schema.json\nroute: /a\n',
      schema: 'screen.schema.json',
      want: [],
    },
    {
      name: 'a screen without the line',
      path: 'specs/screens/a.screen.yaml',
      text: 'route: /a\n',
      schema: 'screen.schema.json',
      want: [
        'specs/screens/a.screen.yaml:1:1  missing `# yaml-language-server: $schema=../schema/screen.schema.json` as the first line',
      ],
    },
    {
      name: 'the access spec naming another schema',
      path: 'specs/access.yaml',
      text: '# yaml-language-server: $schema=./schema/screen.schema.json\n',
      schema: 'access.schema.json',
      want: [
        'specs/access.yaml:1:1  the first line names the schema `./schema/screen.schema.json`; expected `./schema/access.schema.json`',
      ],
    },
    {
      name: 'an OpenAPI file with any schema',
      path: 'specs/api/a.yaml',
      text: '# yaml-language-server: $schema=https://spec.openapis.org/oas/3.1/schema/2022-10-07\n',
      schema: undefined,
      want: [],
    },
  ])('$name', ({ path, text, schema, want }) => {
    expect(schemaLineProblems(parseSpecFile(path, text).file, schema).map(formatProblem)).toEqual(want);
  });
});

describe('expectedSchemaPath', () => {
  it.each([
    { spec: 'specs/access.yaml', want: './schema/access.schema.json' },
    { spec: 'specs/catalog/messages.yaml', want: '../schema/access.schema.json' },
  ])('$spec', ({ spec, want }) => {
    expect(expectedSchemaPath(spec, 'access.schema.json')).toBe(want);
  });
});
