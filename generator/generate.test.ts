import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { formatProblem } from './lint/LintProblem';

const repoRoot = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'cadence-generate-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the lint corpus's minimal valid tree, with the real schemas. */
function baseTree(name: string): string {
  const root = join(scratch, name);
  cpSync(join(repoRoot, 'tests/spec-lint/base/specs'), join(root, 'specs'), { recursive: true });
  cpSync(join(repoRoot, 'specs/schema'), join(root, 'specs/schema'), { recursive: true });
  return root;
}

describe('generate', () => {
  it('emits every file of src/generated, headed as generated, the same way every time', async () => {
    const root = baseTree('clean');
    const first = await generate(root);
    const second = await generate(root);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.files.map((file) => file.path)).toEqual([
      'specs/README.md',
      'src/generated/access.ts',
      'src/generated/allScreens.ts',
      'src/generated/api.d.ts',
      'src/generated/catalog.ts',
      'src/generated/compiled-types.ts',
      'src/generated/formValidators.ts',
      'src/generated/formValidators/addPatient.d.ts',
      'src/generated/formValidators/addPatient.js',
      'src/generated/forms.ts',
      'src/generated/forms/addPatient.ts',
      'src/generated/openapi.json',
      'src/generated/operationTypes.ts',
      'src/generated/operations.ts',
      'src/generated/recordShapes.ts',
      'src/generated/reportQueries.ts',
      'src/generated/reports.ts',
      'src/generated/screens.ts',
      'src/generated/screens/newPatient.ts',
      'src/generated/screens/patients.ts',
      'src/generated/screens/welcome.ts',
      'src/generated/spec-types.ts',
    ]);
    for (const file of first.files) {
      expect(file.content).toContain('generated from specs/ — do not edit');
    }
    expect(second).toEqual(first);
  }, 30_000);

  it('generates nothing when the specs have lint problems', async () => {
    const root = baseTree('broken');
    writeFileSync(
      join(root, 'specs/screens/welcome.screen.yaml'),
      '# yaml-language-server: $schema=../schema/screen.schema.json\nroute: /welcome\ntitle: Welcome\naccess: { public: true }\nkind: custom\nscreen: logn\n',
    );
    const result = await generate(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      'specs/screens/welcome.screen.yaml:6:9  unknown custom screen `logn`; did you mean `login`?',
    ]);
  }, 30_000);
});
