import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LintProblem } from '../lint/LintProblem';
import { parseSpecFile } from './parseSpecFile';
import type { SpecFile } from './SpecFile';
import type { SpecTree } from './SpecTree';

/**
 * Reads and parses every spec under `root/specs`: `access.yaml`, `catalog/`, `screens/`, `forms/`,
 * `api/`, `reports/` and the JSON Schemas of `schema/`. Files are taken in name order so that everything
 * downstream (messages, generated code) is deterministic.
 *
 * @example
 * const tree = loadSpecTree(process.cwd());
 */
export function loadSpecTree(root: string): SpecTree {
  const problems: LintProblem[] = [];
  const read = (relativePath: string): SpecFile => {
    const parsed = parseSpecFile(relativePath, readFileSync(join(root, relativePath), 'utf8'));
    problems.push(...parsed.problems);
    return parsed.file;
  };
  const readFolder = (folder: string): SpecFile[] =>
    yamlFilesIn(join(root, folder)).map((name) => read(`${folder}/${name}`));

  const accessPath = 'specs/access.yaml';
  let access: SpecFile | undefined;
  if (existsSync(join(root, accessPath))) access = read(accessPath);
  else
    problems.push({
      file: accessPath,
      line: 1,
      column: 1,
      message: 'missing file: the access spec is required',
    });

  return {
    root,
    access,
    catalog: readFolder('specs/catalog'),
    screens: readFolder('specs/screens'),
    forms: readFolder('specs/forms'),
    api: readFolder('specs/api'),
    reports: readFolder('specs/reports'),
    schemas: readSchemas(join(root, 'specs/schema')),
    problems,
  };
}

function yamlFilesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort();
}

function readSchemas(folder: string): Map<string, Record<string, unknown>> {
  const schemas = new Map<string, Record<string, unknown>>();
  if (!existsSync(folder)) return schemas;
  for (const name of readdirSync(folder)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    schemas.set(name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>);
  }
  return schemas;
}
