// Types of countUncachedCalls.mjs for the TypeScript that imports it (tests, bench).

/** One call outside the cache: where, and the line's text. */
export interface UncachedCall {
  file: string;
  line: number;
  text: string;
}

export const countedFolders: readonly string[];
export const exemptFolders: readonly string[];
export function uncachedCallsIn(text: string): Omit<UncachedCall, 'file'>[];
export function countUncachedCalls(root: string): UncachedCall[];
export function uncachedCallCeiling(root: string): number;
