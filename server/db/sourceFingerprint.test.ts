// The snapshot key follows the code that built the snapshot, including modules it imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFingerprint } from './sourceFingerprint';

describe('sourceFingerprint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  write('seed.ts', "import { rows } from './rows';\nexport { more } from './more';\nexport const seed = rows;\n");
  write('rows.ts', 'export const rows = [1];\n');
  write('more.ts', 'export const more = 1;\n');
  write('unrelated.ts', 'export const x = 1;\n');
  const fingerprint = () => sourceFingerprint({ entries: [join(dir, 'seed.ts')] });

  it('is stable while nothing changes', () => {
    expect(fingerprint()).toBe(fingerprint());
  });

  it('changes when a module the entry imports or re-exports changes, not when an unrelated one does', () => {
    const before = fingerprint();
    write('unrelated.ts', 'export const x = 2;\n');
    expect(fingerprint()).toBe(before);
    write('rows.ts', 'export const rows = [2];\n');
    const afterRows = fingerprint();
    expect(afterRows).not.toBe(before);
    write('more.ts', 'export const more = 2;\n');
    expect(fingerprint()).not.toBe(afterRows);
  });

  it('changes with the files of a folder and with the salt', () => {
    const folder = join(dir, 'migrations');
    mkdirSync(folder);
    writeFileSync(join(folder, '0001.sql'), 'create table a ();');
    const before = sourceFingerprint({ folders: [folder] });
    writeFileSync(join(folder, '0002.sql'), 'create table b ();');
    expect(sourceFingerprint({ folders: [folder] })).not.toBe(before);
    expect(sourceFingerprint({ folders: [folder], salt: 'pglite 0.6' })).not.toBe(sourceFingerprint({ folders: [folder] }));
  });
});
