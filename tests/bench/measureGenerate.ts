// How long `npm run generate` takes, end to end as a developer runs it.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../e2e/harness/paths';
import { percentile } from './percentile';

/** Runs `npm run generate` `runs` times; resolves with each wall time in ms. */
export function measureGenerate(runs = 3): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', '--silent', 'generate'], { cwd: repoRoot, encoding: 'utf8' });
    const elapsed = performance.now() - started;
    if (result.status !== 0) throw new Error(`npm run generate failed:\n${result.stderr || result.stdout}`);
    times.push(elapsed);
  }
  return times;
}

export function medianOf(times: readonly number[]): number {
  return percentile(times, 50);
}
