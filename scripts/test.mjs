#!/usr/bin/env node
// `npm test`: every check, stopping at the first stage that fails. The small checks run side by
// side (lint and typecheck are one process each, single-threaded: on two cores they finish in the
// time of the slower one); the unit and end-to-end runs use every core themselves, so they run
// one after the other. Each stage's duration is printed as it ends and again in a table at the end
// (also written to test-results/stage-times.json, which `npm run bench` reads; the stages there
// follow each other, so their sum is the run's time). The last line is always `N passed, N failed`
// (the vitest tests that ran), which CI reads. `npm test -- --keep-going` runs every stage even
// after one fails (the exit code still says it failed), to time the whole suite at once.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './runCommand.mjs';
import { runCommandQuietly } from './runCommandQuietly.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const keepGoing = process.argv.includes('--keep-going');

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

const shown = (step) =>
  [step.command === process.execPath ? 'node' : step.command, ...step.args.map((a) => a.replace(root + '/', ''))].join(' ');

/**
 * Checks that run side by side, each lane a list of commands run in order (a lane stops at its
 * first failure). Output is kept per command and printed whole when it ends.
 */
const checkLanes = [
  [
    { name: 'generated code is up to date', command: 'npm', args: ['run', 'generate', '--', '--check'] },
    { name: 'spec lint', command: 'npm', args: ['run', 'lint:specs'] },
    { name: 'cast count', command: process.execPath, args: [join(root, 'scripts', 'countCasts.mjs')] },
  ],
  [{ name: 'lint', command: 'npm', args: ['run', 'lint'] }],
  [{ name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] }],
];

/** Seconds since `started`, to one decimal. */
const secondsSince = (started) => Math.round((performance.now() - started) / 100) / 10;

/** Runs the check lanes together; resolves with whether all passed and each check's time. */
async function runCheckLanes() {
  const parts = [];
  const lanePassed = await Promise.all(
    checkLanes.map(async (lane) => {
      for (const step of lane) {
        const started = performance.now();
        const { code, output } = await runCommandQuietly(step.command, step.args, { cwd: root });
        const seconds = secondsSince(started);
        parts.push({ name: step.name, seconds, passed: code === 0 });
        console.log(`\n━━ ${step.name}: ${shown(step)}\n${output.trimEnd()}`);
        console.log(`━━ ${step.name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
        if (code !== 0) return false;
      }
      return true;
    }),
  );
  return { passed: lanePassed.every(Boolean), parts };
}

const steps = [
  {
    name: 'checks: generate --check, spec lint, lint, typecheck, casts (side by side)',
    run: runCheckLanes,
  },
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
  const rows = stageTimes.flatMap((stage) => [
    { label: stage.name, ...stage },
    ...(stage.parts ?? []).map((part) => ({ label: `  · ${part.name}`, ...part })),
  ]);
  const width = Math.max(...rows.map((row) => row.label.length));
  console.log('\nStage times:');
  for (const row of rows) {
    console.log(`  ${row.label.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s${row.passed ? '' : '  FAILED'}`);
  }
  const total = stageTimes.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
  writeFileSync(stageTimesFile, `${JSON.stringify({ finishedAt: new Date().toISOString(), stages: stageTimes }, null, 2)}\n`);
}

const failedSteps = [];
for (const step of steps) {
  if (step.command) console.log(`\n━━ ${step.name}: ${shown(step)}`);
  step.before?.();
  const started = performance.now();
  let passed;
  let parts;
  if (step.run) {
    ({ passed, parts } = await step.run());
  } else {
    passed = (await runCommand(step.command, step.args, { cwd: root })) === 0;
  }
  const seconds = secondsSince(started);
  stageTimes.push({ name: step.name, seconds, passed, ...(parts ? { parts } : {}) });
  console.log(`━━ ${step.name}: ${passed ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
  const counted = step.after ? step.after() : false;
  if (!passed) {
    failedSteps.push(step.name);
    // A failing check that is not a vitest run (generate, lint, typecheck), or a vitest run that
    // died before writing its report, counts as one failure: the summary never reads "0 failed"
    // after a failing run.
    if (!counted) totals.failed += 1;
    if (!keepGoing) break;
  }
}

printStageTimes();
if (failedSteps.length === 0) console.log('\nnpm test: every step passed');
else if (keepGoing) console.log(`\nnpm test: failed at ${failedSteps.map((name) => `"${name}"`).join(', ')}`);
else console.log(`\nnpm test: stopped at "${failedSteps[0]}"`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failedSteps.length > 0 ? 1 : 0;
