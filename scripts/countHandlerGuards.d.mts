// Types of countHandlerGuards.mjs for the TypeScript that imports it (tests, bench).

/** One hit: where, which kind, and the line's text. */
export interface GuardHit {
  file: string;
  line: number;
  kind: string;
  text: string;
}

export const guardFolder: string;
export const guardPatterns: readonly { name: string; pattern: RegExp }[];
export function guardsIn(text: string): Omit<GuardHit, 'file'>[];
export function countHandlerGuards(root: string): Record<string, GuardHit[]>;
export function handlerGuardCeilings(root: string): Record<string, number>;
