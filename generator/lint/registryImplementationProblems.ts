import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TypeScript from 'typescript';
import type { SpecTree } from '../load/SpecTree';
import type { LintProblem } from './LintProblem';
import { nearestName } from './nearestName';
import { positionOf } from './nodePosition';

/** The app registry the portal assembles: the implementations of the registry names. */
export const appRegistryPath = 'src/appRegistry.ts';

/** The registry kinds whose every name must have an implementation before anything renders. */
const checkedKinds = [
  { key: 'panels', kind: 'panel' },
  { key: 'charts', kind: 'chart' },
  { key: 'cardParts', kind: 'card part' },
] as const;

/**
 * The panels, charts and card parts of specs/catalog (`kind: registry`) that src/appRegistry.ts does not
 * implement, at the catalog line naming each and at every screen slot using it, and the
 * implementations whose name no catalog file declares, at their line of src/appRegistry.ts: a
 * name with no implementation fails the generator instead of leaving a region blank. The app
 * registry is read (never run, so no React loads) with the TypeScript parser: the keys of the
 * object literals under `panels` and `charts` of its `createRuntimeRegistry({...})` call. A spec
 * tree without the app (the lint corpus's base) has nothing to check.
 *
 * @example
 * registryImplementationProblems(tree);
 * // [{ file: 'specs/catalog/registry.yaml', line: 84, column: 3, message: 'panel `currentProgress` has no implementation in src/appRegistry.ts (`panels`)' }]
 */
export function registryImplementationProblems(tree: SpecTree): LintProblem[] {
  const appFile = join(tree.root, appRegistryPath);
  if (!existsSync(appFile)) return [];
  const implemented = implementedNames(readFileSync(appFile, 'utf8'));
  const problems: LintProblem[] = [];
  for (const { key, kind } of checkedKinds) {
    const found = implemented.get(key);
    if (found === undefined) {
      problems.push({ file: appRegistryPath, line: 1, column: 1, message: `cannot read the \`${key}\` object literal of createRuntimeRegistry({...}): list each ${kind} there by name` });
      continue;
    }
    const declared = new Set<string>();
    for (const file of tree.catalog) {
      const catalog = object(file.data);
      if (catalog.kind !== 'registry') continue;
      for (const name of Object.keys(object(catalog[key]))) {
        declared.add(name);
        if (found.has(name)) continue;
        problems.push({ file: file.path, ...positionOf(file, [key, name], 'key'), message: `${kind} \`${name}\` has no implementation in ${appRegistryPath} (\`${key}\`)` });
      }
    }
    for (const file of tree.screens) {
      for (const at of slotNames(file.data, key)) {
        const name = at.name;
        if (!declared.has(name) || found.has(name)) continue;
        problems.push({ file: file.path, ...positionOf(file, at.path), message: `${kind} \`${name}\` has no implementation in ${appRegistryPath} (\`${key}\`)` });
      }
    }
    for (const [name, position] of found) {
      if (declared.has(name)) continue;
      const suggestion = nearestName(name, [...declared]);
      problems.push({
        file: appRegistryPath,
        ...position,
        message: `${appRegistryPath} implements the ${kind} \`${name}\`, which no file of specs/catalog declares (\`${key}\`)${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
      });
    }
  }
  return problems;
}

/** Where the slots of a detail screen name a panel (`panel`) or a chart (`chart.component`), and the parts of a cards screen a card part (`part`). */
function slotNames(data: unknown, key: 'panels' | 'charts' | 'cardParts'): { name: string; path: (string | number)[] }[] {
  if (key === 'cardParts') {
    const parts = object(object(data).cards).parts;
    return (Array.isArray(parts) ? (parts as unknown[]) : []).flatMap((part, index) => {
      const name = object(part).part;
      return typeof name === 'string' ? [{ name, path: ['cards', 'parts', index, 'part'] }] : [];
    });
  }
  const detail = object(object(data).detail);
  return (['parts', 'panels'] as const).flatMap((region) =>
    (Array.isArray(detail[region]) ? (detail[region] as unknown[]) : []).flatMap((slot, index) => {
      const spec = object(slot);
      const name = key === 'panels' ? spec.panel : object(spec.chart).component;
      const path = key === 'panels' ? ['detail', region, index, 'panel'] : ['detail', region, index, 'chart', 'component'];
      return typeof name === 'string' ? [{ name, path }] : [];
    }),
  );
}

type Position = { line: number; column: number };

/** The names under each object-literal property of the file's `createRuntimeRegistry({...})`, with their positions. */
function implementedNames(text: string): Map<string, Map<string, Position>> {
  // Loaded here, not at the top: only a lint of the app's own tree needs the parser.
  const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const source = ts.createSourceFile(appRegistryPath, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<string, Map<string, Position>>();
  const literal = (node: TypeScript.Expression): TypeScript.ObjectLiteralExpression | undefined => {
    if (ts.isObjectLiteralExpression(node)) return node;
    if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return literal(node.expression);
    return undefined;
  };
  const visit = (node: TypeScript.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRuntimeRegistry') {
      const parts = node.arguments[0] === undefined ? undefined : literal(node.arguments[0]);
      for (const property of parts?.properties ?? []) {
        if (!ts.isPropertyAssignment(property) || property.name === undefined) continue;
        const members = literal(property.initializer);
        if (members === undefined || members.properties.some((member) => ts.isSpreadAssignment(member))) continue;
        const names = new Map<string, Position>();
        for (const member of members.properties) {
          const name = member.name;
          if (name === undefined || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) continue;
          const { line, character } = source.getLineAndCharacterOfPosition(name.getStart(source));
          names.set(name.text, { line: line + 1, column: character + 1 });
        }
        found.set(property.name.getText(source), names);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
