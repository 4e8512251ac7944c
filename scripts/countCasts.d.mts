// Types of countCasts.mjs for the TypeScript that imports it (tests, bench).

/** One cast found: where, which kind, and the line's text. */
export interface CastHit {
  file: string;
  line: number;
  kind: string;
  text: string;
}

export const castFolders: readonly string[];
export const castPatterns: readonly { name: string; pattern: RegExp; outside?: readonly string[]; folders?: readonly string[] }[];
/** The casts of one source file's text; `file` (relative to the root) leaves out the kinds that do not apply there. */
export function castsIn(text: string, file?: string): Omit<CastHit, 'file'>[];
export function countCasts(root: string): Record<string, CastHit[]>;
export function castCeiling(root: string): number;
