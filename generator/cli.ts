// `npm run generate [-- --check] [root]`: lints the specs and emits src/generated and specs/README.md.
// With --check it writes nothing and exits 1 when either differs from what the specs produce.
import { resolve } from 'node:path';
import { generate } from './generate';
import { driftedGeneratedFiles, writeGeneratedFiles } from './generatedFilesOnDisk';
import { recordGeneration } from './generationStamp';
import { formatProblem } from './lint/LintProblem';

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());

const result = await generate(root);
if (!result.ok) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(
    `\n${result.problems.length} spec problem${result.problems.length === 1 ? '' : 's'}: nothing generated`,
  );
  process.exit(1);
}
if (check) {
  const drifted = driftedGeneratedFiles(root, result.files);
  for (const file of drifted) console.error(`${file.path}: ${file.reason}`);
  if (drifted.length > 0) {
    console.error('\nsrc/generated or specs/README.md is out of date with specs/: run `npm run generate`');
    process.exit(1);
  }
  recordGeneration(root);
  console.log('src/generated is up to date');
} else {
  const changed = writeGeneratedFiles(root, result.files);
  recordGeneration(root);
  console.log(changed.length === 0 ? 'src/generated is up to date' : `generated ${changed.join(', ')}`);
}
