import { describe, expect, it } from 'vitest';
import { formatProblem } from '../lint/LintProblem';
import { parseSpecFile } from './parseSpecFile';

describe('parseSpecFile', () => {
  it.each([
    {
      name: 'a duplicate key',
      given: 'route: /a\ntitle: A\ntitle: B\n',
      want: ['f.yaml:3:1  duplicate key `title`'],
    },
    {
      name: 'a duplicate key in a flow map',
      given: 'access: { roles: [a], roles: [b] }\n',
      want: ['f.yaml:1:23  duplicate key `roles`'],
    },
    {
      name: 'a line indented too far',
      given: 'source:\n  operation: x\n    pageSize: 20\n',
      want: ['f.yaml:3:5  bad indentation: this line is indented further than the keys above it'],
    },
    {
      name: 'a line indented too little',
      given: 'roles:\n  a: 1\n b: 2\n',
      want: ['f.yaml:3:1  bad indentation: the keys of one map must start at the same column'],
    },
    { name: 'a tab', given: 'roles:\n\ta: 1\n', want: ['f.yaml:2:1  bad indentation: use spaces, not tabs'] },
    { name: 'nothing wrong', given: 'route: /a\n', want: [] },
  ])('reports $name', ({ given, want }) => {
    expect(parseSpecFile('f.yaml', given).problems.map(formatProblem)).toEqual(want);
  });

  it('gives the plain value of a clean file', () => {
    expect(parseSpecFile('f.yaml', 'route: /a\ncolumns: [{ field: x }]\n').file.data).toEqual({
      route: '/a',
      columns: [{ field: 'x' }],
    });
  });

  it('gives no value for a file with a syntax error, so no follow-on errors are reported', () => {
    expect(parseSpecFile('f.yaml', 'a: 1\na: 2\n').file.data).toBeUndefined();
  });
});
