import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GeneratedFile } from './GeneratedFile';

/**
 * Writes an emitted file to a scratch folder and imports it, so that tests can run the code the
 * generator emits (the access evaluators, `message`) without importing src/generated, which the
 * layering keeps out of generator/. Only for files that import nothing relative.
 *
 * @example
 * const access = await importGeneratedFile<typeof import('../../src/generated/access')>(emitAccess(tree));
 */
export async function importGeneratedFile<Module>(file: GeneratedFile): Promise<Module> {
  const folder = mkdtempSync(join(tmpdir(), 'cadence-emitted-'));
  const target = join(folder, file.path);
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, file.content);
  return (await import(pathToFileURL(target).href)) as Module;
}
