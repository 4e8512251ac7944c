import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** One import from a file in one runtime folder into another runtime folder. */
export interface FolderImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import (tests excluded) from one top-level folder of `runtimeRoot` into another. */
export function runtimeFolderImports(runtimeRoot: string): FolderImport[] {
  const imports: FolderImport[] = [];
  for (const file of sourceFiles(runtimeRoot)) {
    const from = relative(runtimeRoot, file).split(sep)[0] ?? '';
    for (const match of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
      const specifier = match[1] ?? '';
      const parts = relative(runtimeRoot, normalize(join(dirname(file), specifier))).split(sep);
      // Outside the runtime, or a file at the runtime's top level rather than in a folder.
      if (parts[0] === '..' || parts.length < 2) continue;
      const to = parts[0] ?? '';
      if (to !== from) imports.push({ from, to, file: relative(runtimeRoot, file), specifier });
    }
  }
  return imports;
}

/** The pairs of folders importing each other, each named once as `a<->b` with a < b. */
export function twoWayFolderPairs(imports: readonly FolderImport[]): string[] {
  const edges = new Set(imports.map(({ from, to }) => `${from}->${to}`));
  const pairs = new Set<string>();
  for (const { from, to } of imports) {
    if (edges.has(`${to}->${from}`)) pairs.add(from < to ? `${from}<->${to}` : `${to}<->${from}`);
  }
  return [...pairs].sort();
}

/** One import from a runtime source file (tests excluded) to code outside the runtime. */
export interface OutsideImport {
  file: string;
  specifier: string;
}

/**
 * Every import (tests excluded) from `runtimeRoot` into the app's own folders: `screens/`, and
 * `src/` except its generated modules. The runtime reaches the app's code only through the
 * registry object the app provides by context.
 */
export function appFolderImports(runtimeRoot: string): OutsideImport[] {
  const projectRoot = dirname(normalize(runtimeRoot));
  const imports: OutsideImport[] = [];
  for (const file of sourceFiles(runtimeRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
      const specifier = match[1] ?? '';
      const [top, second] = relative(projectRoot, normalize(join(dirname(file), specifier))).split(sep);
      if (top === 'screens' || (top === 'src' && second !== 'generated')) {
        imports.push({ file: relative(runtimeRoot, file), specifier });
      }
    }
  }
  return imports;
}

/** One import (tests included) from a top-level folder of the project into another. */
export interface ProjectImport {
  /** The importing file, relative to the project root. */
  file: string;
  specifier: string;
  /** The imported path relative to the project root (first segment: its top-level folder). */
  target: string;
}

/**
 * Every import of the files under `projectRoot/folder` (tests included) that reaches another
 * top-level folder of the project. The folder table of ARCHITECTURE.md says who may import whom:
 * `domain/` imports only `src/generated`, and `server/` no `machines/` module.
 */
export function projectFolderImports(projectRoot: string, folder: string): ProjectImport[] {
  const imports: ProjectImport[] = [];
  const root = normalize(projectRoot);
  let files: string[];
  try {
    files = allSourceFiles(join(root, folder));
  } catch {
    return imports;
  }
  for (const path of files) {
    for (const match of readFileSync(path, 'utf8').matchAll(specifierPattern)) {
      const specifier = match[1] ?? '';
      const target = relative(root, normalize(join(dirname(path), specifier)));
      const top = target.split(sep)[0] ?? '';
      if (top !== folder && top !== '..') imports.push({ file: relative(root, path), specifier, target: target.split(sep).join('/') });
    }
  }
  return imports;
}

function allSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : allSourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
