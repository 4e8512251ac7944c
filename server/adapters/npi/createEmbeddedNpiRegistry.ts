import { embeddedNpiDirectory } from './embeddedNpiDirectory';
import type { NpiRegistry, NpiResult, NpiSearch } from './NpiRegistry';

const starts = (value: string | null, prefix: string | undefined) =>
  prefix === undefined || (value ?? '').toLowerCase().startsWith(prefix.trim().toLowerCase());

/** NPPES matches organisation names by words: every typed word starts a word of the name. */
const wordsMatch = (value: string | null, query: string) => {
  const words = (value ?? '').toLowerCase().split(/[^a-z0-9]+/);
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
};

/**
 * The NPI registry of the demo: searches the embedded directory the way NPPES does (exact
 * number; first and last name by prefix; organisation name by words), with limit and skip.
 *
 * @example
 * const registry = createEmbeddedNpiRegistry();
 * (await registry.search({ organization_name: 'summit', limit: 100, skip: 0 })).results[0].name; // 'Summit Medical Supply LLC'
 */
export function createEmbeddedNpiRegistry(directory: readonly NpiResult[] = embeddedNpiDirectory): NpiRegistry {
  return {
    search(query: NpiSearch) {
      const matches = directory.filter((entry) => {
        if (query.number) return entry.number === query.number;
        if (query.organization_name) return entry.enumeration_type === 'NPI-2' && wordsMatch(entry.organization_name, query.organization_name);
        if (query.first_name || query.last_name) {
          return entry.enumeration_type === 'NPI-1' && starts(entry.first_name, query.first_name) && starts(entry.last_name, query.last_name);
        }
        return false;
      });
      const results = matches.slice(query.skip, query.skip + query.limit);
      return Promise.resolve({ result_count: results.length, results });
    },
  };
}
