#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure. Each step's duration is
// printed as it ends and again in a table at the end (also written to
// test-results/stage-times.json, which `npm run bench` reads). The last line is always
// `N passed, N failed` (the vitest tests that ran), which CI reads.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './runCommand.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };

/** Adds the counts of one vitest JSON report to the totals; a missing report adds nothing. */
function countVitestReport(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  return true;
}

function vitestStep(name, configArgs, reportName) {
  const outputFile = join(resultsDir, reportName);
  return {
    name,
    command: process.execPath,
    args: [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...configArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
    ],
    before: () => rmSync(outputFile, { force: true }),
    after: () => countVitestReport(outputFile),
  };
}

const steps = [
  { name: 'generated code is up to date', command: 'npm', args: ['run', 'generate', '--', '--check'] },
  { name: 'spec lint', command: 'npm', args: ['run', 'lint:specs'] },
  { name: 'lint and typecheck', command: 'npm', args: ['run', 'check'] },
  vitestStep('unit and API tests', [], 'vitest-unit.json'),
  // The reporters given here replace the config's: keep the e2e run's list of its slowest files.
  vitestStep(
    'end-to-end tests (Chromium)',
    ['--config', 'tests/e2e/vitest.config.ts', '--reporter=./tests/e2e/harness/slowestFilesReporter.ts'],
    'vitest-e2e.json',
  ),
];

/** Seconds each step took, in order; printed as a table at the end and kept for `npm run bench`. */
const stageTimes = [];
const stageTimesFile = join(resultsDir, 'stage-times.json');

function printStageTimes() {
  const width = Math.max(...stageTimes.map((stage) => stage.name.length));
  console.log('\nStage times:');
  for (const stage of stageTimes) {
    console.log(`  ${stage.name.padEnd(width)}  ${stage.seconds.toFixed(1).padStart(7)} s${stage.passed ? '' : '  FAILED'}`);
  }
  const total = stageTimes.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
  writeFileSync(stageTimesFile, `${JSON.stringify({ finishedAt: new Date().toISOString(), stages: stageTimes }, null, 2)}\n`);
}

let failedStep = null;
for (const step of steps) {
  console.log(
    `\n━━ ${step.name}: ${[step.command === process.execPath ? 'node' : step.command, ...step.args.map((a) => a.replace(root + '/', ''))].join(' ')}`,
  );
  step.before?.();
  const started = performance.now();
  const code = await runCommand(step.command, step.args, { cwd: root });
  const seconds = (performance.now() - started) / 1000;
  stageTimes.push({ name: step.name, seconds: Math.round(seconds * 10) / 10, passed: code === 0 });
  console.log(`━━ ${step.name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
  const counted = step.after ? step.after() : false;
  if (code !== 0) {
    failedStep = step.name;
    // A failing check that is not a vitest run (generate, lint, typecheck), or a vitest run that
    // died before writing its report, counts as one failure: the summary never reads "0 failed"
    // after a failing run.
    if (!counted) totals.failed += 1;
    break;
  }
}

printStageTimes();
console.log(failedStep ? `\nnpm test: stopped at "${failedStep}"` : '\nnpm test: every step passed');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failedStep ? 1 : 0;
