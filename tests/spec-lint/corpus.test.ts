// The spec-lint corpus: each case under corpus/<name>/ overlays a few broken spec files on the
// minimal valid tree of base/ (with the real specs/schema), and sometimes the app's registry
// (src/appRegistry.ts), and expected.txt holds the exact `file:line:column  message` lines the
// linter must print for it.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../generator/lint/LintProblem';
import { lintSpecs } from '../../generator/lint/lintSpecs';

const here = import.meta.dirname;
const repoRoot = join(here, '../..');
const corpus = join(here, 'corpus');
const scratch = mkdtempSync(join(tmpdir(), 'cadence-spec-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A spec tree of base/ with the case's files laid over it; returns its root. */
function treeFor(caseName: string | undefined): string {
  const root = join(scratch, caseName ?? 'base');
  cpSync(join(here, 'base/specs'), join(root, 'specs'), { recursive: true });
  cpSync(join(repoRoot, 'specs/schema'), join(root, 'specs/schema'), { recursive: true });
  if (caseName !== undefined)
    cpSync(join(corpus, caseName, 'specs'), join(root, 'specs'), { recursive: true });
  // A case about the app's implementations brings its own src/appRegistry.ts.
  if (caseName !== undefined && existsSync(join(corpus, caseName, 'src')))
    cpSync(join(corpus, caseName, 'src'), join(root, 'src'), { recursive: true });
  return root;
}

function lintLines(root: string): string[] {
  return lintSpecs(root).map(formatProblem);
}

const cases = readdirSync(corpus)
  .filter((name) => existsSync(join(corpus, name, 'expected.txt')))
  .sort();

describe('spec linter corpus', () => {
  it('has a case for every kind of mistake the linter catches', () => {
    expect(cases.length).toBeGreaterThanOrEqual(32);
  });

  it('passes the base tree the cases build on', () => {
    expect(lintLines(treeFor(undefined))).toEqual([]);
  });

  it('passes the real specs/ tree', () => {
    expect(lintLines(repoRoot)).toEqual([]);
  });

  it.each(cases)('%s', (caseName) => {
    const expected = readFileSync(join(corpus, caseName, 'expected.txt'), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lintLines(treeFor(caseName))).toEqual(expected);
  });
});
