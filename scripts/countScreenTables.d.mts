// Types of countScreenTables.mjs for the TypeScript that imports it (tests, bench).

/** One `<Table` opening: where, and the line's text. */
export interface TableHit {
  file: string;
  line: number;
  text: string;
}

export const tableFolder: string;
export function tablesIn(text: string): Omit<TableHit, 'file'>[];
export function countScreenTables(root: string): TableHit[];
