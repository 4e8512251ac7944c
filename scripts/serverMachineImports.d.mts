// Types of serverMachineImports.mjs for the TypeScript that imports it (its test).

/** One import of a machines/ module: its line and specifier. */
export interface FolderImportHit {
  line: number;
  specifier: string;
}
export function importsInto(text: string, file: string, folder: string): FolderImportHit[];
export function serverMachineImports(root: string): Array<FolderImportHit & { file: string }>;
