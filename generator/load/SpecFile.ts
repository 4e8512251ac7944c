import type { Document, LineCounter } from 'yaml';

/** One parsed YAML spec, with what the linter needs to point back into its text. */
export interface SpecFile {
  /** Path relative to the spec root, with forward slashes: `specs/access.yaml`. */
  path: string;
  text: string;
  document: Document.Parsed;
  lineCounter: LineCounter;
  /** The plain JavaScript value of the document (undefined when the YAML could not be parsed). */
  data: unknown;
}
