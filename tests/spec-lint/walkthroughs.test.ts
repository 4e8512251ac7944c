// The walk-throughs of specs/README.md (generator/emit/specWalkthroughs.ts) are real edits: all of
// them are applied to one copy of the project's specs/ and linted, so the README never teaches a
// change the linter refuses. A second copy, with each walk-through's first field misspelt, must be
// refused in every file a walk-through edits, which shows each edit really reached the linter.
// (Two lints of the whole tree, not one per walk-through: each takes seconds.)
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../generator/lint/LintProblem';
import { lintSpecs } from '../../generator/lint/lintSpecs';
import { appRegistryPath } from '../../generator/lint/registryImplementationProblems';
import { walkthroughs, type WalkthroughEdit } from '../../generator/emit/specWalkthroughs';

const repoRoot = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'cadence-walkthroughs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of specs/ (and the app registry the linter reads) with every edit applied, each through `change`; returns its root. */
function treeWithEdits(name: string, change: (lines: string) => string = (lines) => lines): string {
  const root = join(scratch, name);
  cpSync(join(repoRoot, 'specs'), join(root, 'specs'), { recursive: true });
  mkdirSync(dirname(join(root, appRegistryPath)), { recursive: true });
  cpSync(join(repoRoot, appRegistryPath), join(root, appRegistryPath));
  for (const { edit } of walkthroughs) applyEdit(root, edit, change(edit.lines));
  return root;
}

function applyEdit(root: string, edit: WalkthroughEdit, lines: string): void {
  const path = join(root, edit.file);
  if (edit.after === undefined) {
    writeFileSync(path, `${lines}\n`);
    return;
  }
  const fileLines = readFileSync(path, 'utf8').split('\n');
  const anchors = fileLines.flatMap((line, index) => (line.trim() === edit.after ? [index] : []));
  expect(anchors, `the line "${edit.after}" in ${edit.file}`).toHaveLength(1);
  fileLines.splice(anchors[0]! + 1, 0, lines);
  writeFileSync(path, fileLines.join('\n'));
}

const misspellFirstField = (lines: string): string => lines.replace(/field: (\w+)/, 'field: $1x');

describe('the walk-throughs of specs/README.md', () => {
  it('edit five different files, each once', () => {
    expect(walkthroughs.map((walkthrough) => walkthrough.heading)).toEqual([
      'Add a column to a list',
      'Add a filter to a list',
      'Add a panel to the patient profile',
      'Open a list in a dialog',
      'Add a screen',
    ]);
    expect(new Set(walkthroughs.map((walkthrough) => walkthrough.edit.file)).size).toBe(walkthroughs.length);
  });

  // Each lints the whole tree, which takes seconds, more on a busy machine.
  it('are edits the linter accepts', { timeout: 60_000 }, () => {
    expect(lintSpecs(treeWithEdits('as-written')).map(formatProblem)).toEqual([]);
  });

  it('are refused, each at its own file, when their first field is misspelt', { timeout: 60_000 }, () => {
    for (const { edit } of walkthroughs) expect(misspellFirstField(edit.lines)).not.toBe(edit.lines);
    const problems = lintSpecs(treeWithEdits('misspelt', misspellFirstField)).map(formatProblem);
    for (const { edit } of walkthroughs)
      expect(problems.filter((problem) => problem.startsWith(`${edit.file}:`)), edit.file).not.toEqual([]);
  });
});
