import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFolderImports, projectFolderImports, runtimeFolderImports, twoWayFolderPairs } from './folderDependencies';

/** Pairs still importing each other, to be emptied; a new pair fails the test. */
const allowedTwoWayPairs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'runtime-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('runtime folder dependencies', () => {
  it('no two runtime folders import each other', () => {
    const imports = runtimeFolderImports(join(__dirname));
    const pairs = twoWayFolderPairs(imports).filter((pair) => !allowedTwoWayPairs.includes(pair));
    const evidence = pairs.map((pair) => {
      const [a, b] = pair.split('<->');
      const lines = imports.filter((i) => (i.from === a && i.to === b) || (i.from === b && i.to === a));
      return `${pair}: ${lines.map((i) => `${i.file} -> ${i.specifier}`).join(', ')}`;
    });
    expect(evidence).toEqual([]);
  });

  it('imports nothing from screens/ or src/ but the generated modules: domain code comes through the registry', () => {
    const evidence = appFolderImports(join(__dirname)).map((i) => `${i.file} -> ${i.specifier}`);
    expect(evidence).toEqual([]);
  });

  it('finds imports of screens/ and of src/ outside src/generated, ignoring tests', () => {
    const root = tree({
      'runtime/shell/Shell.tsx': "import { P } from '../../screens/shell/P';\nimport { c } from '../../src/generated/catalog';",
      'runtime/list/List.tsx': "import { r } from '../../src/appRegistry';\nimport { m } from '../../machines/session/types';",
      'runtime/list/List.test.tsx': "import { r } from '../../src/appRegistry';",
    });
    const found = appFolderImports(join(root, 'runtime')).sort((x, y) => x.file.localeCompare(y.file));
    expect(found).toEqual([
      { file: join('list', 'List.tsx'), specifier: '../../src/appRegistry' },
      { file: join('shell', 'Shell.tsx'), specifier: '../../screens/shell/P' },
    ]);
  });

  it('domain/ imports nothing of the project but src/generated: both the portal and the server import it', () => {
    const evidence = projectFolderImports(join(__dirname, '..'), 'domain')
      .filter((i) => !i.target.startsWith('src/generated/'))
      .map((i) => `${i.file} -> ${i.specifier}`);
    expect(evidence).toEqual([]);
  });

  it('the server imports no machines/ module: it applies the rules of domain/', () => {
    const evidence = projectFolderImports(join(__dirname, '..'), 'server')
      .filter((i) => i.target.startsWith('machines/'))
      .map((i) => `${i.file} -> ${i.specifier}`);
    expect(evidence).toEqual([]);
  });

  it('finds the imports of one project folder into the others, tests included', () => {
    const root = tree({
      'server/features/a.ts': "import { t } from '../../domain/rtmTile/rtmTile';\nimport { m } from '../../machines/rtmTile/tileMachine';\nimport { b } from './b';",
      'server/features/a.test.ts': "import { s } from '../../machines/session/sessionMachine';",
      'domain/x.ts': "import type { C } from '../src/generated/catalog';",
    });
    const found = projectFolderImports(root, 'server').map((i) => i.target).sort();
    expect(found).toEqual(['domain/rtmTile/rtmTile', 'machines/rtmTile/tileMachine', 'machines/session/sessionMachine']);
    expect(projectFolderImports(root, 'domain').map((i) => i.target)).toEqual(['src/generated/catalog']);
  });

  it('finds a pair importing each other, ignoring tests and one-way imports', () => {
    const root = tree({
      'list/List.tsx': "import { a } from '../form/a';\nimport { c } from '../core/c';",
      'form/a.ts': "import type { L } from '../list/List';",
      'form/a.test.ts': "import { x } from '../core/c';",
      'core/c.ts': "export const c = import('../../outside');",
      'detail/d.ts': "import { a } from '../form/a';",
    });
    expect(twoWayFolderPairs(runtimeFolderImports(root))).toEqual(['form<->list']);
    const root2 = tree({
      'core/c.ts': '',
      'core/d.test.ts': "import { c } from '../list/x';",
      'list/x.ts': "import '../core/c';",
    });
    expect(twoWayFolderPairs(runtimeFolderImports(root2))).toEqual([]);
  });
});
