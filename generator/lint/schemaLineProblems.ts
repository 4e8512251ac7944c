import { posix } from 'node:path';
import type { SpecFile } from '../load/SpecFile';
import type { LintProblem } from './LintProblem';

const schemaLine = /^# yaml-language-server: \$schema=(\S+)\s*$/;

/**
 * Checks that a spec starts with the `# yaml-language-server: $schema=...` line that gives editors
 * completion and hover help, and that the line names `schemaName` (a file of specs/schema) when
 * one is given.
 *
 * @example
 * schemaLineProblems(file, 'screen.schema.json'); // [] when line 1 is `# yaml-language-server: $schema=../schema/screen.schema.json`
 */
export function schemaLineProblems(file: SpecFile, schemaName: string | undefined): LintProblem[] {
  const firstLine = file.text.split('\n', 1)[0] ?? '';
  const expected = schemaName === undefined ? undefined : expectedSchemaPath(file.path, schemaName);
  const match = schemaLine.exec(firstLine);
  if (match === null) {
    const wanted = expected === undefined ? '...' : expected;
    return [problem(file, `missing \`# yaml-language-server: $schema=${wanted}\` as the first line`)];
  }
  if (expected !== undefined && match[1] !== expected) {
    return [problem(file, `the first line names the schema \`${match[1]}\`; expected \`${expected}\``)];
  }
  return [];
}

/** The schema path as written in a spec's first line: relative to the spec's folder. */
export function expectedSchemaPath(specPath: string, schemaName: string): string {
  const relativePath = posix.relative(posix.dirname(specPath), `specs/schema/${schemaName}`);
  return relativePath.startsWith('.') ? relativePath : `./${relativePath}`;
}

function problem(file: SpecFile, message: string): LintProblem {
  return { file: file.path, line: 1, column: 1, message };
}
