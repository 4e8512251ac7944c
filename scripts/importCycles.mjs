// The import cycles among a TypeScript program's own files, found once per program on the graph
// the compiler has already resolved. ESLint reports them through the `cadence/no-import-cycle`
// rule (eslint.config.js). It replaced eslint-plugin-import's `import/no-cycle`, which parsed and
// resolved every file again for each file it linted: 11 of the lint's 20 rule-seconds.
//
// An edge is what eslint-plugin-import counted: every import, re-export and `import()` of a file
// of the program, except `import type` and `export type` declarations (erased at compile time);
// imports of packages are not followed.
import ts from 'typescript';

/**
 * @typedef {object} ImportEdge
 * @property {string} from The importing file's path.
 * @property {string} to The imported file's path.
 * @property {number} start Where the import declaration, re-export or `import()` call starts in
 *   the importing file's text.
 * @property {number} end Where it ends.
 */

/** Edges of one source file, in the order written. */
function importEdges(program, sourceFile, resolutionCache) {
  const options = program.getCompilerOptions();
  /** @type {ImportEdge[]} */
  const edges = [];
  const add = (specifier, node) => {
    if (!ts.isStringLiteralLike(specifier)) return;
    const { resolvedModule } = ts.resolveModuleName(
      specifier.text,
      sourceFile.fileName,
      options,
      ts.sys,
      resolutionCache,
    );
    if (resolvedModule === undefined || resolvedModule.isExternalLibraryImport) return;
    const target = program.getSourceFile(resolvedModule.resolvedFileName);
    if (target === undefined || target.isDeclarationFile) return;
    edges.push({
      from: sourceFile.fileName,
      to: target.fileName,
      start: node.getStart(sourceFile),
      end: node.getEnd(),
    });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) add(node.moduleSpecifier, node);
    } else if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier !== undefined && !node.isTypeOnly) add(node.moduleSpecifier, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier !== undefined) add(specifier, node);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return edges;
}

/** Tarjan's strongly connected components of `graph`; each file maps to its component's id. */
function componentOf(graph) {
  const component = new Map();
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  // Iterative, so that a long import chain cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ file: root, targets: [...(graph.get(root) ?? [])], at: 0 }];
    index.set(root, next);
    lowLink.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          lowLink.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, targets: [...(graph.get(target) ?? [])], at: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined)
        lowLink.set(parent.file, Math.min(lowLink.get(parent.file), lowLink.get(frame.file)));
      if (lowLink.get(frame.file) === index.get(frame.file)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, frame.file);
        } while (member !== frame.file);
      }
    }
  }
  return component;
}

/** The shortest import path from `start` to `goal` among `graph`'s edges, both ends included. */
function shortestPath(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head];
    if (file === goal) break;
    for (const target of graph.get(file) ?? []) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  const path = [];
  for (let file = goal; file !== undefined; file = cameFrom.get(file)) path.unshift(file);
  return path;
}

/**
 * Every import edge of `program`'s own files that lies on a cycle, with the cycle it closes:
 * `cycle` runs from the imported file back to the importing one.
 *
 * @example
 * for (const { from, cycle } of findImportCycles(program)) console.log(from, '→', cycle.join(' → '));
 *
 * @param {ts.Program} program
 * @returns {Array<ImportEdge & { cycle: string[] }>}
 */
export function findImportCycles(program) {
  const resolutionCache = ts.createModuleResolutionCache(
    program.getCurrentDirectory(),
    (name) => name,
    program.getCompilerOptions(),
  );
  const edges = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'))
    .flatMap((file) => importEdges(program, file, resolutionCache));
  const graph = new Map();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
  // Every file of an edge gets a component (Tarjan visits each target), a file importing itself
  // is one alone: an edge lies on a cycle exactly when both ends share one.
  const component = componentOf(graph);
  return edges
    .filter(({ from, to }) => component.get(from) === component.get(to))
    .map((edge) => ({ ...edge, cycle: shortestPath(graph, edge.to, edge.from) }));
}
