/** One file the generator writes, by its path relative to the root. */
export interface GeneratedFile {
  /** e.g. `src/generated/access.ts`. */
  path: string;
  content: string;
}
