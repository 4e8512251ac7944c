// A vitest reporter that ends the end-to-end run with its slowest test files, so the file to
// speed up next is the first line to read. Used beside the default reporter (vitest.config.ts).
import type { Reporter, TestModule } from 'vitest/node';

const shown = 10;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => ({
        file: module.relativeModuleId,
        // Tests and hooks plus the file's import: what the file costs its worker.
        ms: module.diagnostic().duration + module.diagnostic().collectDuration,
        tests: [...module.children.allTests()].length,
      }))
      .sort((a, b) => b.ms - a.ms);
    if (files.length === 0) return;
    const width = Math.max(...files.slice(0, shown).map(({ file }) => file.length));
    const lines = files
      .slice(0, shown)
      .map(({ file, ms, tests }) => `  ${file.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s  ${tests} tests`);
    console.log(`\nSlowest end-to-end files (of ${files.length}):\n${lines.join('\n')}\n`);
  }
}
