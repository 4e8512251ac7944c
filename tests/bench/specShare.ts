// How much of the portal a product owner can change in YAML (issue 26): the lines of hand-written
// TypeScript in screens/ and machines/ (tests left out) against the lines of screen and form spec
// YAML, and the screens whose spec is `kind: custom` (a hand-written heart the spec only places).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const lineCount = (path: string): number => readFileSync(path, 'utf8').split('\n').length;
const isSource = (path: string): boolean => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

export interface SpecShare {
  /** Lines of non-test TypeScript per folder (screens, machines, domain). */
  typescriptLines: Record<'screens' | 'machines' | 'domain', number>;
  /** Lines of specs/screens/*.yaml and specs/forms/*.yaml. */
  specLines: number;
  /** The screen specs of `kind: custom`, by file. */
  customScreens: string[];
  screenSpecs: number;
}

/**
 * Counts the figures above in the repository at `root`.
 *
 * @example
 * const share = measureSpecShare(repoRoot); // { typescriptLines: { screens: 12000, ... }, specLines: 2100, customScreens: [...] }
 */
export function measureSpecShare(root: string): SpecShare {
  const tsLines = (folder: string) => [...files(join(root, folder))].filter(isSource).reduce((sum, path) => sum + lineCount(path), 0);
  const screenFiles = [...files(join(root, 'specs', 'screens'))].filter((path) => path.endsWith('.yaml'));
  const formFiles = [...files(join(root, 'specs', 'forms'))].filter((path) => path.endsWith('.yaml'));
  return {
    typescriptLines: { screens: tsLines('screens'), machines: tsLines('machines'), domain: tsLines('domain') },
    specLines: [...screenFiles, ...formFiles].reduce((sum, path) => sum + lineCount(path), 0),
    customScreens: screenFiles.filter((path) => /^kind:\s*custom\s*$/m.test(readFileSync(path, 'utf8'))).map((path) => relative(root, path)),
    screenSpecs: screenFiles.length,
  };
}
