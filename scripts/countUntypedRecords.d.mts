// Types of countUntypedRecords.mjs for the TypeScript that imports it (tests).

/** One `Record<string, unknown>`: where, and the line's text. */
export interface UntypedRecord {
  file: string;
  line: number;
  text: string;
}

export const recordFolders: readonly string[];
export function untypedRecordsIn(text: string): Omit<UntypedRecord, 'file'>[];
export function countUntypedRecords(root: string): Record<string, UntypedRecord[]>;
export function untypedRecordCeiling(root: string): number;
