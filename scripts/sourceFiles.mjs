// The source files a counter of `npm run check` reads (casts, handler guards, tables, uncached
// calls, server→machines imports): one walk for all of them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** TypeScript and JavaScript sources. */
export const sourceExtension = /\.(?:ts|tsx|mts|mjs|js)$/;
/** Test files, by their name. */
export const testPath = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/**
 * Every file under `dir` (none when it does not exist) whose name matches `source` and whose path
 * does not match `test` (`null` keeps tests too), node_modules left out.
 *
 * @example
 * [...sourceFilesUnder('screens', { source: /\.tsx?$/ })]; // ['screens/login/LoginScreen.tsx', ...]
 */
export function* sourceFilesUnder(dir, { source = sourceExtension, test = testPath } = {}) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFilesUnder(path, { source, test });
    } else if (source.test(entry.name) && !(test?.test(path) ?? false)) {
      yield path;
    }
  }
}
