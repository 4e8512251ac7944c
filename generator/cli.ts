// `npm run generate [-- --check] [--force] [root]`: lints the specs and emits src/generated and
// specs/README.md. With --check it writes nothing and exits 1 when either differs from what the
// specs produce. Without --check (or --force) it returns at once when neither the generator's
// inputs nor its outputs changed since the last good generation (generationStamp.ts): that
// generation linted and emitted exactly this tree. --check never trusts the stamp: CI regenerates.
import { resolve } from 'node:path';
import { generationIsCurrent, recordGeneration } from './generationStamp';

const args = process.argv.slice(2);
const check = args.includes('--check');
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());

if (!check && !args.includes('--force') && generationIsCurrent(root)) {
  console.log('src/generated is up to date (specs/ and the generator unchanged since the last generation)');
  process.exit(0);
}

// Loaded only when there is work: the generator's modules (TypeScript, Ajv, esbuild, Prettier)
// take longer to load than the check above takes to run.
const { generate } = await import('./generate');
const { driftedGeneratedFiles, writeGeneratedFiles } = await import('./generatedFilesOnDisk');
const { formatProblem } = await import('./lint/LintProblem');

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
