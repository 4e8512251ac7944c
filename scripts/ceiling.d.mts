// Types of ceiling.mjs for the TypeScript that imports it.

export function readCeiling(root: string, file: string, key: string): number;
export function checkCeiling(options: {
  label: string;
  count: number;
  ceiling: number;
  file: string;
  key: string;
  advice: string;
  details?: string[];
}): boolean;
