// Types of countJsxStrings.mjs for the TypeScript that imports it (tests, bench).

/** One user-visible string written in JSX: where, and its text. */
export interface JsxStringHit {
  file: string;
  line: number;
  text: string;
}

export const jsxStringFolders: string[];
export const visibleAttributes: Set<string>;
export function jsxStringsIn(text: string, fileName?: string): Omit<JsxStringHit, 'file'>[];
export function countJsxStrings(root: string): JsxStringHit[];
export function jsxStringCeiling(root: string): number;
