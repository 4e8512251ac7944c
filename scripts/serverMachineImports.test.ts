import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsInto, serverMachineImports } from './serverMachineImports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the server→machines import count of npm run check', () => {
  it('finds static, dynamic and type imports reaching machines/, not domain/ or a folder named alike', () => {
    const source = [
      "import { applyTilePush } from '../../../machines/rtmTile/tilePush';",
      "import type { RtmTile } from '../../../domain/rtmTile/rtmTile';",
      "const m = await import('../../machines/session/sessionMachine');",
      "import { x } from './machines/local';",
    ].join('\n');
    expect(importsInto(source, 'server/features/rtmRoom/x.ts', 'machines')).toEqual([
      { line: 1, specifier: '../../../machines/rtmTile/tilePush' },
    ]);
    expect(importsInto(source, 'server/patientApp/x.ts', 'machines')).toEqual([
      { line: 3, specifier: '../../machines/session/sessionMachine' },
    ]);
  });

  it('is 0 for this repository: the server applies the rules of domain/', () => {
    expect(serverMachineImports(root)).toEqual([]);
  });
});
