import { mergeOpenApi, type MergedOpenApi } from '../load/mergeOpenApi';
import type { SpecFile } from '../load/SpecFile';
import type { SpecTree } from '../load/SpecTree';
import { accessSpecProblems } from './accessSpecProblems';
import { auditExtensionProblems } from './auditExtensionProblems';
import { changesExtensionProblems } from './changesExtensionProblems';
import { catalogDuplicateProblems } from './catalogDuplicateProblems';
import { catalogSpecProblems } from './catalogSpecProblems';
import { collectSpecNames } from './collectSpecNames';
import { duplicateRouteProblems } from './duplicateRouteProblems';
import { resolveApiReferences } from '../compile/apiSchemaReference';
import { formApiReferenceProblems } from './formApiReferenceProblems';
import { formFieldPathProblems } from './formFieldPathProblems';
import { formSchemaProblems } from './formSchemaProblems';
import { formSpecProblems } from './formSpecProblems';
import { compareProblems, formatProblem, type LintProblem } from './LintProblem';
import { listWireShapeProblems, wireExtensionProblems } from './listWireShapeProblems';
import { lookupFieldProblems } from './lookupFieldProblems';
import { namePositionProblems } from './namePositionProblems';
import { panelSlotProblems } from './panelSlotProblems';
import { embeddedListProblems } from './embeddedListProblems';
import { registryImplementationProblems } from './registryImplementationProblems';
import { redirectProblems } from './redirectProblems';
import { routeProblems, screenRoutes } from './routeProblems';
import { schemaLineProblems } from './schemaLineProblems';
import { schemaReferenceProblems } from './schemaReferenceProblems';
import { scopeExtensionProblems, scopeResourceNames } from './scopeExtensionProblems';
import { emptyKeyProblems } from './emptyKeyProblems';
import { createSchemaValidator } from './schemaProblems';
import { reportSpecProblems } from './reportSpecProblems';
import { screenFieldProblems } from './screenFieldProblems';
import { screenSpecProblems } from './screenSpecProblems';
import { widgetOptionProblems } from './widgetOptionProblems';

/** What linting found, and the merged OpenAPI the generator goes on to emit. */
export interface LintResult {
  problems: LintProblem[];
  openApi: MergedOpenApi;
}

/**
 * Lints a loaded spec tree: YAML syntax, the `$schema` line, each file against its JSON Schema,
 * the merge of specs/api, every name one spec uses from another, every record field a screen,
 * form or lookup names against the OpenAPI schema that supplies it, every `ui:options` key
 * against its widget and every wizard step id against its machine. Problems come sorted by file
 * and position.
 *
 * @example
 * const { problems } = lintSpecTree(loadSpecTree(root));
 * problems.map(formatProblem).forEach((line) => console.error(line));
 */
export function lintSpecTree(tree: SpecTree): LintResult {
  const validator = createSchemaValidator(tree.schemas);
  const openApi = mergeOpenApi(tree.api);
  const names = collectSpecNames(tree, new Set(openApi.operations.keys()));
  // A file that does not parse declares no names; checking the others against it would bury the
  // syntax error under follow-on "unknown name" problems, so it is reported alone.
  if (tree.problems.length > 0) return { problems: [...tree.problems].sort(compareProblems), openApi };
  const problems: LintProblem[] = [...openApi.problems];
  const routes = screenRoutes(tree.screens);
  const checkFile = (file: SpecFile, schemaName: string | undefined) => {
    problems.push(...schemaLineProblems(file, schemaName));
    if (schemaName !== undefined) problems.push(...validator.problemsOf(file, schemaName));
  };

  if (tree.access !== undefined) {
    checkFile(tree.access, 'access.schema.json');
    problems.push(...accessSpecProblems(tree.access, names, openApi.operations), ...routeProblems(tree.access, routes));
  }
  for (const file of tree.catalog) {
    checkFile(file, 'catalog.schema.json');
    problems.push(...catalogSpecProblems(file, names), ...lookupFieldProblems(file, openApi.document), ...widgetOptionProblems(file, names));
  }
  problems.push(...catalogDuplicateProblems(tree.catalog));
  for (const file of tree.screens) {
    checkFile(file, 'screen.schema.json');
    problems.push(
      ...screenSpecProblems(file, names, openApi.document),
      ...namePositionProblems(file, names),
      ...routeProblems(file, routes),
      ...redirectProblems(file, openApi.document),
      ...listWireShapeProblems(file, openApi.document),
      ...screenFieldProblems(file, openApi.document),
      ...panelSlotProblems(file, names, openApi.document),
      ...embeddedListProblems(file, names, openApi.document),
    );
  }
  problems.push(...duplicateRouteProblems(tree.screens));
  // Every panel and chart name has an implementation in src/appRegistry.ts.
  problems.push(...registryImplementationProblems(tree));
  for (const file of tree.forms) {
    checkFile(file, 'form.schema.json');
    problems.push(
      ...formSpecProblems(file, names),
      ...widgetOptionProblems(file, names),
      ...namePositionProblems(file, names),
      ...routeProblems(file, routes),
      ...formApiReferenceProblems(file, tree.api),
      ...formFieldPathProblems(file, openApi.document),
      ...formSchemaProblems(file, resolveApiReferences(isRecord(file.data) ? file.data.schema : undefined, tree.api, openApi.document)),
      ...schemaReferenceProblems(file, file.data, ['schema']),
      ...emptyKeyProblems(file, ['schema']),
    );
  }
  for (const file of tree.reports) {
    checkFile(file, 'report.schema.json');
    problems.push(...reportSpecProblems(file, names));
  }
  // OpenAPI files name the OpenAPI schema of their editor's choice; only the line is required.
  const scopeResources = scopeResourceNames(tree.access);
  for (const file of tree.api) {
    checkFile(file, undefined);
    problems.push(
      ...auditExtensionProblems(file, openApi.document),
      ...changesExtensionProblems(file, openApi.document),
      ...wireExtensionProblems(file),
      ...scopeExtensionProblems(file, scopeResources),
      ...schemaReferenceProblems(file, openApi.document),
      ...emptyKeyProblems(file),
    );
  }

  return { problems: withoutBranchNoise(withoutRepeats(problems)).sort(compareProblems), openApi };
}

/**
 * An object that mixes two kinds (an action with both `to` and `operation`) is told so once,
 * "needs exactly one of … (it has `to` and `operation`)"; what each kind's schema then says of it
 * (a key missing for one kind, a key foreign to the other) only repeats that mistake, so it is left out.
 */
function withoutBranchNoise(problems: LintProblem[]): LintProblem[] {
  const mixed = new Set<string>();
  for (const problem of problems) {
    const path = /^`([^`]+)` needs exactly one of .* \(it has `/.exec(problem.message)?.[1];
    if (path !== undefined) mixed.add(`${problem.file}\n${path}`);
  }
  if (mixed.size === 0) return problems;
  return problems.filter((problem) => {
    const path = /^`([^`]+)` is missing required key `/.exec(problem.message)?.[1] ?? /is not a key of an? .*? at `([^`]+)`/.exec(problem.message)?.[1];
    return path === undefined || !mixed.has(`${problem.file}\n${path}`);
  });
}

// The checks by position (a screen's `source.operation`) and the one by key name (every
// `operation`) meet on the same names; a mistake is reported once.
function withoutRepeats(problems: LintProblem[]): LintProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const line = formatProblem(problem);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
