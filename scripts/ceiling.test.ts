import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCeiling, readCeiling } from './ceiling.mjs';

const options = { label: 'casts in total', ceiling: 2, file: '.cast-ceiling.json', key: 'ceiling', advice: 'type the call instead' };

describe('the counters’ ceiling', () => {
  afterEach(() => {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('reads the ceiling kept under its key, and refuses a file without one', () => {
    const root = mkdtempSync(join(tmpdir(), 'ceiling-'));
    writeFileSync(join(root, '.x-ceiling.json'), JSON.stringify({ 'calls outside the cache': 3 }));
    expect(readCeiling(root, '.x-ceiling.json', 'calls outside the cache')).toBe(3);
    expect(() => readCeiling(root, '.x-ceiling.json', 'casts')).toThrow('.x-ceiling.json has no number under "casts"');
  });

  it('fails the run above the ceiling with the advice, and asks to lower it below', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(checkCeiling({ ...options, count: 3 })).toBe(false);
    expect(process.exitCode).toBe(1);
    expect(errors).toHaveBeenCalledWith('1 above the ceiling: type the call instead');
    process.exitCode = undefined;
    expect(checkCeiling({ ...options, count: 1, details: ['a.ts:1 x as Y'] })).toBe(true);
    expect(process.exitCode).toBeUndefined();
    expect(lines.mock.calls.map(([line]) => String(line))).toEqual([
      'casts in total: 3 (ceiling 2, .cast-ceiling.json)',
      'casts in total: 1 (ceiling 2, .cast-ceiling.json)',
      '  a.ts:1 x as Y',
      '  below the ceiling: lower "ceiling" in .cast-ceiling.json to 1',
    ]);
  });
});
