// Types of importCycles.mjs for the TypeScript that imports it (its test).
import type ts from 'typescript';

/** An import that leads back to the importing file. */
export interface ImportCycleEdge {
  /** The importing file's path. */
  from: string;
  /** The imported file's path. */
  to: string;
  /** Where the import starts and ends in the importing file's text. */
  start: number;
  end: number;
  /** The shortest import path from `to` back to `from`, both included. */
  cycle: string[];
}

export function findImportCycles(program: ts.Program): ImportCycleEdge[];
