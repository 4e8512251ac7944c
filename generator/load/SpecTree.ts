import type { LintProblem } from '../lint/LintProblem';
import type { SpecFile } from './SpecFile';

/** Every spec under one root folder, parsed, with the syntax problems met while reading them. */
export interface SpecTree {
  /** The folder that holds `specs/`. */
  root: string;
  access: SpecFile | undefined;
  catalog: SpecFile[];
  screens: SpecFile[];
  forms: SpecFile[];
  api: SpecFile[];
  /** The report types of `specs/reports` (the Reports screen and the server's report compiler). */
  reports: SpecFile[];
  /** The JSON Schemas of `specs/schema`, by file name (`screen.schema.json`). */
  schemas: Map<string, Record<string, unknown>>;
  /** YAML syntax problems (bad indentation, duplicate keys) and missing files. */
  problems: LintProblem[];
}
