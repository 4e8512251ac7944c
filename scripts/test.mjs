#!/usr/bin/env node
// `npm test`: every check, in two phases. First the spec checks (generate --check, spec lint,
// casts) beside the unit and API run; then the end-to-end run (which builds the portal and seeds
// its database first) beside the typecheck and the lint (on one shared TypeScript program,
// scripts/lintAndTypecheck.mjs), which start once its portals are up. The unit run and the
// end-to-end run each keep the two cores nearly busy by themselves; the checks beside them run
// at a lower CPU priority and take what is left. The typecheck and lint go beside the end-to-end
// tests because those leave more: they wait on pages (1.7 of 2 cores busy, against 1.9 for the
// unit run and the checks together).
// The vitest runs stream their output line by line, prefixed `[unit]` / `[e2e]`; each check
// prints its output whole when it ends. Unless `--keep-going` is given, the first stage to fail
// stops the others and the end-to-end phase does not start. Each stage's own duration and the
// whole run's are printed in a table at the end (also written to test-results/stage-times.json,
// which `npm run bench` reads). The last line is always `N passed, N failed` (the vitest tests
// that ran), which CI reads.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommandPrefixed } from './runCommandPrefixed.mjs';
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

/** A step's `ready`, resolved by `markReady` or at the first line `onLine` hears that matches `pattern`. */
function readiness(pattern) {
  let markReady = () => undefined;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  return { ready, markReady, onLine: (line) => pattern.test(line) && markReady() };
}

/**
 * A vitest run. With `readyWhen`, the step's `ready` resolves at the first line of output that
 * matches it (or when the run ends), for a stage that should start only then (`startsAfter`).
 */
function vitestStep(name, prefix, configArgs, reportName, { readyWhen } = {}) {
  const outputFile = join(resultsDir, reportName);
  return {
    ...(readyWhen === undefined ? {} : readiness(readyWhen)),
    name,
    prefix,
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
  [
    step.command === process.execPath ? 'node' : step.command,
    ...step.args.map((a) => a.replace(root + '/', '')),
  ].join(' ');

/** The spec checks, run one after another in the first phase (with the counters `npm run check` enforces). */
const specChecks = [
  { name: 'generated code is up to date', command: 'npm', args: ['run', 'generate', '--', '--check'] },
  { name: 'spec lint', command: 'npm', args: ['run', 'lint:specs'] },
  { name: 'cast count', command: process.execPath, args: [join(root, 'scripts', 'countCasts.mjs')] },
  { name: 'handler guards', command: process.execPath, args: [join(root, 'scripts', 'countHandlerGuards.mjs')] },
  { name: 'tables in screens', command: process.execPath, args: [join(root, 'scripts', 'countScreenTables.mjs')] },
  { name: 'calls outside the cache', command: process.execPath, args: [join(root, 'scripts', 'countUncachedCalls.mjs')] },
  { name: 'untyped records', command: process.execPath, args: [join(root, 'scripts', 'countUntypedRecords.mjs')] },
  { name: 'user-visible JSX strings', command: process.execPath, args: [join(root, 'scripts', 'countJsxStrings.mjs')] },
];

/** The typecheck and the lint, on one TypeScript program, in the second phase. */
const typecheckAndLint = [
  {
    name: 'typecheck and lint (one program)',
    command: process.execPath,
    args: [join(root, 'scripts', 'lintAndTypecheck.mjs')],
  },
];

/**
 * CPU priorities (nice values) of the checks. They have no timeouts, while the tests beside them
 * do (a middleware to boot per API file, pages to wait for): the tests get the cores first. The
 * end-to-end run's browsers are the most sensitive to waiting, so the checks beside them yield
 * the most.
 */
const niceness = { besideUnitTests: 10, besideEndToEnd: 19 };

/** Seconds since `started`, to one decimal. */
const secondsSince = (started) => Math.round((performance.now() - started) / 100) / 10;

/**
 * A stage of checks run one after another at `nice` (stopping at the first that fails), each
 * one's output kept aside and printed whole when it ends.
 */
function checksStep(name, checks, nice, { startsAfter } = {}) {
  return {
    name,
    startsAfter,
    async run() {
      const parts = [];
      for (const check of checks) {
        const started = performance.now();
        const { code, output } = await runCommandQuietly(
          'nice',
          ['-n', String(nice), check.command, ...check.args],
          { cwd: root },
        );
        const seconds = secondsSince(started);
        parts.push({ name: check.name, seconds, passed: code === 0 });
        console.log(`\n━━ ${check.name}: ${shown(check)}\n${output.trimEnd()}`);
        console.log(`━━ ${check.name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
        if (code !== 0) break;
      }
      // A stage of one check is that check: its row says it all.
      return { passed: parts.every((part) => part.passed), parts: checks.length > 1 ? parts : undefined };
    },
  };
}

/**
 * The end-to-end run. Its setup (building the portal, seeding a database, starting a portal per
 * worker) keeps both cores busy; its tests then leave some of them, for the typecheck and lint.
 * tests/e2e/globalSetup.ts prints the line it waits for once the portals answer.
 */
const endToEnd = vitestStep(
  'end-to-end tests (Chromium)',
  '[e2e] ',
  // The reporters given here replace the config's: keep the e2e run's list of its slowest files.
  ['--config', 'tests/e2e/vitest.config.ts', '--reporter=./tests/e2e/harness/slowestFilesReporter.ts'],
  'vitest-e2e.json',
  { readyWhen: /\bportals at http/ },
);

/** The phases, run one after the other; the stages of a phase run side by side. */
const phases = [
  [
    checksStep('spec checks: generate --check, spec lint, casts', specChecks, niceness.besideUnitTests),
    vitestStep('unit and API tests', '[unit] ', [], 'vitest-unit.json'),
  ],
  [
    endToEnd,
    checksStep('typecheck and lint (one program)', typecheckAndLint, niceness.besideEndToEnd, {
      startsAfter: endToEnd,
    }),
  ],
];
const steps = phases.flat();

/** Seconds each step took; printed as a table at the end and kept for `npm run bench`. */
const stageTimes = [];
const stageTimesFile = join(resultsDir, 'stage-times.json');
const runStarted = performance.now();

function printStageTimes(wallSeconds) {
  const rows = stageTimes.flatMap((stage) => [
    { label: stage.name, ...stage },
    ...(stage.parts ?? []).map((part) => ({ label: `  · ${part.name}`, ...part })),
  ]);
  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(
    '\nStage times (spec checks beside the unit and API tests, then typecheck and lint beside the end-to-end tests):',
  );
  for (const row of rows) {
    const state = row.notRun ? '  NOT RUN' : row.stopped ? '  STOPPED' : row.passed ? '' : '  FAILED';
    console.log(`  ${row.label.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s${state}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${wallSeconds.toFixed(1).padStart(7)} s`);
  writeFileSync(
    stageTimesFile,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), wallSeconds, stages: stageTimes }, null, 2)}\n`,
  );
}

const failedSteps = [];
/** Stops every stage still running: set once the first stage fails (without --keep-going). */
const running = new Set();
let stopping = false;

async function runStep(step) {
  if (step.startsAfter) await step.startsAfter.ready;
  if (stopping) {
    stageTimes.push({ name: step.name, seconds: 0, passed: false, notRun: true });
    return;
  }
  if (step.command) console.log(`\n━━ ${step.name}: ${shown(step)}`);
  step.before?.();
  const started = performance.now();
  let passed;
  let parts;
  if (step.run) {
    ({ passed, parts } = await step.run());
  } else {
    const run = runCommandPrefixed(step.prefix, step.command, step.args, { cwd: root, onLine: step.onLine });
    running.add(run);
    passed = (await run.done) === 0;
    running.delete(run);
    step.markReady?.();
  }
  const seconds = secondsSince(started);
  const stopped = !passed && stopping;
  stageTimes.push({
    name: step.name,
    seconds,
    passed,
    ...(stopped ? { stopped } : {}),
    ...(parts ? { parts } : {}),
  });
  console.log(
    `━━ ${step.name}: ${passed ? 'passed' : stopped ? 'stopped' : 'failed'} in ${seconds.toFixed(1)} s`,
  );
  const counted = step.after ? step.after() : false;
  if (!passed && !stopped) {
    failedSteps.push(step.name);
    // A failing check that is not a vitest run (generate, lint, typecheck), or a vitest run that
    // died before writing its report, counts as one failure: the summary never reads "0 failed"
    // after a failing run.
    if (!counted) totals.failed += 1;
    if (!keepGoing) {
      stopping = true;
      for (const other of running) other.stop();
    }
  }
}

for (const phase of phases) {
  if (stopping) {
    for (const step of phase) stageTimes.push({ name: step.name, seconds: 0, passed: false, notRun: true });
    continue;
  }
  await Promise.all(phase.map(runStep));
}
stageTimes.sort(
  (a, b) => steps.findIndex((s) => s.name === a.name) - steps.findIndex((s) => s.name === b.name),
);

printStageTimes(secondsSince(runStarted));
if (failedSteps.length === 0) console.log('\nnpm test: every step passed');
else if (keepGoing) console.log(`\nnpm test: failed at ${failedSteps.map((name) => `"${name}"`).join(', ')}`);
else console.log(`\nnpm test: stopped at "${failedSteps[0]}"`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failedSteps.length > 0 ? 1 : 0;
