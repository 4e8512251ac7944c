import { cellFormats } from '../formats/cellFormats';
import type { CellFormat } from '../formats/cellDisplay';
import { textFormat } from '../formats/textFormat';
import { Registry, type ResolveContext } from './Registry';

/** The cell formats specs may name ([patient-list-columns]); see `specs/catalog/registry.yaml`. */
export const formatRegistry = new Registry<CellFormat>('format', cellFormats);

/**
 * The format a column names, or plain text when it names none.
 *
 * @example
 * resolveFormat('painColour', 'screens/patients.screen.yaml')(8, row)
 */
export function resolveFormat(name: string | undefined, spec: string, overrides?: ResolveContext<CellFormat>['overrides']): CellFormat {
  return formatRegistry.resolve(name, { spec, fallback: textFormat, ...(overrides ? { overrides } : {}) });
}
