// The suite's stage times as the last `npm test` recorded them (scripts/test.mjs writes
// test-results/stage-times.json, and vitest's JSON reports per file), so `npm run bench` can print
// them without running the whole suite again.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface StageTime {
  name: string;
  seconds: number;
  passed: boolean;
  /** The stage did not start: a stage of an earlier phase failed. */
  notRun?: boolean;
}

export interface RecordedStageTimes {
  finishedAt: string;
  stages: StageTime[];
  /** The whole run's time, some stages side by side (absent in records of older runs). */
  wallSeconds?: number;
}

/** The stage times of the last `npm test` in `repoRoot`, or an error saying none was recorded. */
export function readStageTimes(repoRoot: string): RecordedStageTimes {
  const file = join(repoRoot, 'test-results', 'stage-times.json');
  if (!existsSync(file)) throw new Error('no `npm test` run recorded yet (test-results/stage-times.json)');
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedStageTimes;
}

interface VitestJsonReport {
  testResults?: { name: string; startTime: number; endTime: number }[];
}

/** The `count` slowest test files of a vitest JSON report (seconds, path from `repoRoot`). */
export function slowestTestFiles(repoRoot: string, report: string, count: number): { file: string; seconds: number }[] {
  const path = join(repoRoot, 'test-results', report);
  if (!existsSync(path)) return [];
  const { testResults = [] } = JSON.parse(readFileSync(path, 'utf8')) as VitestJsonReport;
  return testResults
    .map((result) => ({ file: relative(repoRoot, result.name), seconds: (result.endTime - result.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
