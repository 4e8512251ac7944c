// The ratchet of `npm run check`'s counters (casts, handler guards, calls outside the cache,
// user-visible JSX strings): each count has a committed ceiling in a JSON file at the root; a count
// above it fails the run with what to do instead, a count below it asks for the ceiling to be
// lowered, so it only ever goes down.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The ceiling kept under `key` in the root's `file`.
 *
 * @example
 * readCeiling(root, '.cast-ceiling.json', 'ceiling'); // 0
 */
export function readCeiling(root, file, key) {
  const ceiling = JSON.parse(readFileSync(join(root, file), 'utf8'))[key];
  if (typeof ceiling !== 'number') throw new Error(`${file} has no number under "${key}"`);
  return ceiling;
}

/**
 * Prints `<label>: <count> (ceiling N, <file>)` and the `details` lines; above the ceiling prints
 * `advice` and sets a failing exit code; below it says which ceiling to lower. Answers whether the
 * count is within the ceiling.
 *
 * @example
 * checkCeiling({ label: 'casts in total', count: 0, ceiling: 0, file: '.cast-ceiling.json', key: 'ceiling', advice: 'type the call instead' });
 */
export function checkCeiling({ label, count, ceiling, file, key, advice, details = [] }) {
  console.log(`${label}: ${count} (ceiling ${ceiling}, ${file})`);
  for (const line of details) console.log(`  ${line}`);
  if (count > ceiling) {
    console.error(`${count - ceiling} above the ceiling: ${advice}`);
    process.exitCode = 1;
    return false;
  }
  if (count < ceiling) console.log(`  below the ceiling: lower "${key}" in ${file} to ${count}`);
  return true;
}
