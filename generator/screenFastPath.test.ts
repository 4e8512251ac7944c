import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { createScreenFastPath } from './screenFastPath';

const repoRoot = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'cadence-fast-screen-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the lint corpus's minimal valid tree, with the real schemas. */
function baseTree(name: string): string {
  const root = join(scratch, name);
  cpSync(join(repoRoot, 'tests/spec-lint/base/specs'), join(root, 'specs'), { recursive: true });
  cpSync(join(repoRoot, 'specs/schema'), join(root, 'specs/schema'), { recursive: true });
  return root;
}

const screen = 'specs/screens/patients.screen.yaml';

function retitle(root: string, title: string): void {
  const path = join(root, screen);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
}

describe('createScreenFastPath (npm run dev: a saved screen spec)', () => {
  it('compiles the saved screen into exactly the module the whole generation writes', async () => {
    const root = baseTree('same');
    const fast = createScreenFastPath(root);
    fast.prime();
    retitle(root, 'Patients under review');
    const answer = await fast.screenChanged(screen);
    const whole = await generate(root);
    expect(answer.ok && whole.ok).toBe(true);
    if (!answer.ok || !whole.ok) return;
    expect(answer.file.path).toBe('src/generated/screens/patients.ts');
    expect(answer.file.content).toContain('Patients under review');
    expect(answer.file).toEqual(whole.files.find((file) => file.path === answer.file.path));
  }, 60_000);

  it('leaves a spec with a problem, and any file but a saved screen, to the whole generation', async () => {
    const root = baseTree('problems');
    const fast = createScreenFastPath(root);
    const path = join(root, screen);
    writeFileSync(path, `${readFileSync(path, 'utf8')}\nnotAKey: 1\n`);
    expect((await fast.screenChanged(screen)).ok).toBe(false);
    writeFileSync(path, 'title: [unclosed\n');
    expect((await fast.screenChanged(screen)).ok).toBe(false);
    expect((await fast.screenChanged('specs/access.yaml')).ok).toBe(false);
    expect((await fast.screenChanged('specs/screens/brandNew.screen.yaml')).ok).toBe(false);
  }, 60_000);
});
