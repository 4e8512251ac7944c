import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { driftedGeneratedFiles, writeGeneratedFiles } from './generatedFilesOnDisk';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cadence-generated-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = [
  { path: 'src/generated/a.ts', content: 'export const a = 1;\n' },
  { path: 'src/generated/forms/b.ts', content: 'export const b = 2;\n' },
];

describe('writeGeneratedFiles', () => {
  it('writes missing files and removes stale ones', () => {
    mkdirSync(join(root, 'src/generated'), { recursive: true });
    writeFileSync(join(root, 'src/generated/old.ts'), 'old');
    expect(writeGeneratedFiles(root, files)).toEqual([
      'src/generated/a.ts',
      'src/generated/forms/b.ts',
      'src/generated/old.ts',
    ]);
    expect(readFileSync(join(root, 'src/generated/forms/b.ts'), 'utf8')).toBe('export const b = 2;\n');
    expect(driftedGeneratedFiles(root, files)).toEqual([]);
  });

  it('leaves unchanged files untouched, so Vite reloads only what changed', () => {
    writeGeneratedFiles(root, files);
    const before = statSync(join(root, 'src/generated/a.ts')).mtimeMs;
    expect(writeGeneratedFiles(root, files)).toEqual([]);
    expect(statSync(join(root, 'src/generated/a.ts')).mtimeMs).toBe(before);
  });
});

describe('driftedGeneratedFiles', () => {
  it('lists each file that is missing, differs or is stale', () => {
    writeGeneratedFiles(root, files);
    writeFileSync(join(root, 'src/generated/a.ts'), 'edited by hand');
    writeFileSync(join(root, 'src/generated/extra.ts'), 'left over');
    rmSync(join(root, 'src/generated/forms/b.ts'));
    expect(driftedGeneratedFiles(root, files)).toEqual([
      { path: 'src/generated/a.ts', reason: 'differs' },
      { path: 'src/generated/forms/b.ts', reason: 'missing' },
      { path: 'src/generated/extra.ts', reason: 'stale' },
    ]);
  });
});

describe('compiled screen modules', () => {
  const screenModules = [
    { path: 'src/generated/screens.ts', content: 'export const screenIndex = [];\n' },
    { path: 'src/generated/screens/patients.ts', content: 'export const screen = {};\n' },
  ];

  it('reports the module of a screen whose spec is gone as stale, and removes it on generate', () => {
    writeGeneratedFiles(root, screenModules);
    writeFileSync(join(root, 'src/generated/screens/old-screen.ts'), 'export const screen = {};\n');
    expect(driftedGeneratedFiles(root, screenModules)).toEqual([{ path: 'src/generated/screens/old-screen.ts', reason: 'stale' }]);
    expect(writeGeneratedFiles(root, screenModules)).toEqual(['src/generated/screens/old-screen.ts']);
    expect(driftedGeneratedFiles(root, screenModules)).toEqual([]);
  });
});
