#!/usr/bin/env node
// The typecheck and the lint of `npm test`, on one TypeScript program. `npm run typecheck` (tsc)
// and `npm run lint` (eslint with type-checked rules) each build the whole program, about a
// minute of CPU apiece on this machine; here it is built once, checked as tsc checks it, and
// handed to ESLint (typescript-eslint's `programs` option) in place of its project service. The
// rules, ignores and files are those of eslint.config.js. Prints what tsc and ESLint print, the
// time of each part, and exits 1 when either finds an error.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** The program of tsconfig.json, as `tsc -p tsconfig.json` builds it. */
function createProgram() {
  const configPath = join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) return { program: undefined, configErrors: [error] };
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  return { program, configErrors: parsed.errors };
}

const started = performance.now();
const { program, configErrors } = createProgram();
const diagnostics = [...configErrors, ...(program ? ts.getPreEmitDiagnostics(program) : [])];
const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
if (diagnostics.length > 0) console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
const typeErrors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
console.log(`typecheck: ${typeErrors === 0 ? 'no errors' : `${typeErrors} errors`} in ${seconds(started)} s`);

const lintStarted = performance.now();
let lintErrors = 0;
if (program) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
  });
  const results = await eslint.lintFiles(['.']);
  lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) console.log(output);
}
console.log(`lint: ${lintErrors === 0 ? 'no errors' : `${lintErrors} errors`} in ${seconds(lintStarted)} s`);
process.exitCode = typeErrors > 0 || lintErrors > 0 || !program ? 1 : 0;
