// `npm run generate` returns at once on unchanged specs, while `--check` (CI) always regenerates
// and still catches a src/generated that differs from what the specs produce.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordGeneration } from './generationStamp';

const repoRoot = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'cadence-generate-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function generate(root: string, ...flags: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'generator/cli.ts'), ...flags, root], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run generate', () => {
  it('skips the work when nothing changed since the last generation, and --check never does', { timeout: 300_000 }, () => {
    const root = join(scratch, 'tree');
    cpSync(join(repoRoot, 'tests/spec-lint/base/specs'), join(root, 'specs'), { recursive: true });
    cpSync(join(repoRoot, 'specs/schema'), join(root, 'specs/schema'), { recursive: true });

    const first = generate(root);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toMatch(/generated /);

    const again = generate(root);
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain('unchanged since the last generation');

    // A generated file edited by hand, with a stamp that (wrongly) vouches for it: the plain
    // command trusts the stamp, --check regenerates and fails.
    appendFileSync(join(root, 'src/generated/catalog.ts'), '\nexport const edited = true;\n');
    recordGeneration(root);
    expect(generate(root).output).toContain('unchanged since the last generation');
    const check = generate(root, '--check');
    expect(check.status, check.output).toBe(1);
    expect(check.output).toContain('src/generated/catalog.ts');
    expect(check.output).toContain('out of date');
  });
});
