import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './importCycles.mjs';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The cycles of a program made of `files` (name → text), as `file → … → file` of base names. */
function cyclesOf(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'cadence-cycles-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const program = ts.createProgram({
    rootNames: Object.keys(files)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(root, name)),
    options: {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noEmit: true,
      // Only the files' imports matter: without the default library the program is built in
      // milliseconds instead of seconds (a loaded CI host once took 30 s for it).
      noLib: true,
      types: [],
    },
  });
  return findImportCycles(program)
    .map(({ from, cycle, start, end }) => {
      const text = files[basename(from)] ?? '';
      return `${[from, ...cycle].map((file) => basename(file)).join(' → ')} at "${text.slice(start, end)}"`;
    })
    .sort();
}

describe('import cycles (the cadence/no-import-cycle lint rule)', () => {
  it('finds a cycle through imports, re-exports and import(), at each import on it', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './b';\nexport const a = b;\n",
        'b.ts': "export { c as b } from './c';\n",
        'c.ts': "export const c = 1;\nexport const load = () => import('./a');\n",
      }),
    ).toEqual([
      `a.ts → b.ts → c.ts → a.ts at "import { b } from './b';"`,
      `b.ts → c.ts → a.ts → b.ts at "export { c as b } from './c';"`,
      `c.ts → a.ts → b.ts → c.ts at "import('./a')"`,
    ]);
  });

  it('finds nothing in a graph without a cycle, and a file that imports itself', () => {
    expect(
      cyclesOf({
        'a.ts': "import './b';\nimport './c';\n",
        'b.ts': "import './c';\n",
        'c.ts': 'export {};\n',
      }),
    ).toEqual([]);
    expect(cyclesOf({ 'a.ts': "import './a';\nexport {};\n" })).toEqual([`a.ts → a.ts at "import './a';"`]);
  });

  it('does not count type-only imports and re-exports: the compiler erases them', () => {
    expect(
      cyclesOf({
        'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
        'b.ts':
          "import { type A } from './a';\nexport type { A } from './a';\nexport interface B { a?: A }\n",
      }),
    ).toEqual([
      // `import { type A }` is a declaration the compiler keeps (it may have side effects), as
      // eslint-plugin-import counted it; only `import type` and `export type` are left out.
    ]);
  });
});
