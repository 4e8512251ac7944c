// `npm run lint:specs [root]`: lints the specs under root (default: the current folder), prints one
// `file:line:column  message` line per problem, and exits 1 when there is any.
import { resolve } from 'node:path';
import { formatProblem } from './lint/LintProblem';
import { lintSpecs } from './lint/lintSpecs';

const root = resolve(process.argv[2] ?? process.cwd());
const problems = lintSpecs(root);
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`\n${problems.length} spec problem${problems.length === 1 ? '' : 's'}`);
  process.exitCode = 1;
} else {
  console.log('specs: no problems');
}
