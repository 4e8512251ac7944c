import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generationIsCurrent, recordGeneration } from './generationStamp';

const roots: string[] = [];
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'cadence-stamp-'));
  roots.push(root);
  for (const folder of ['specs/screens', 'generator', 'src/generated']) mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, 'specs/screens/a.screen.yaml'), 'kind: list\n');
  writeFileSync(join(root, 'generator/generate.ts'), 'export {};\n');
  writeFileSync(join(root, 'src/generated/a.ts'), 'export const a = 1;\n');
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the generation stamp the build reads to skip regenerating', () => {
  it('is missing in a fresh checkout, so the first build generates', () => {
    expect(generationIsCurrent(checkout())).toBe(false);
  });

  it('holds until a spec, the generator or a generated file changes', () => {
    for (const changed of ['specs/screens/a.screen.yaml', 'specs/screens/b.screen.yaml', 'generator/generate.ts', 'src/generated/a.ts']) {
      const root = checkout();
      recordGeneration(root);
      expect(generationIsCurrent(root)).toBe(true);
      writeFileSync(join(root, changed), '# edited\n');
      expect(generationIsCurrent(root), changed).toBe(false);
    }
  });
});
