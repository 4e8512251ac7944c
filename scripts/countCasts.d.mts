// Types of countCasts.mjs for the TypeScript that imports it (tests, bench).

/** One cast found: where, which kind, and the line's text. */
export interface CastHit {
  file: string;
  line: number;
  kind: string;
  text: string;
}

export const castFolders: readonly string[];
export const castPatterns: readonly { name: string; pattern: RegExp }[];
export function castsIn(text: string): Omit<CastHit, 'file'>[];
export function countCasts(root: string): Record<string, CastHit[]>;
export function castCeiling(root: string): number;
