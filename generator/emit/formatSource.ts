import { readFileSync } from 'node:fs';
import { format, type Options } from 'prettier';

// The repository's own settings, read once from beside the generator (not from the spec root, so
// that a spec tree elsewhere, e.g. a lint fixture, is emitted exactly like the real one).
const prettierOptions = JSON.parse(
  readFileSync(new URL('../../.prettierrc.json', import.meta.url), 'utf8'),
) as Options;

/**
 * Formats generated source with prettier and the repository's .prettierrc.json, so that the
 * committed files match what `npm run format` would write and `generate --check` is stable.
 *
 * @example
 * await formatSource('export const a = {b:1}', 'typescript'); // "export const a = { b: 1 };\n"
 */
export function formatSource(source: string, parser: 'typescript' | 'json'): Promise<string> {
  return format(source, { ...prettierOptions, parser });
}
