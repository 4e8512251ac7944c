import type { RegistryWidgetsType } from '@rjsf/utils';
import { cellFormats } from '../formats/cellFormats';
import type { CellFormat } from '../formats/cellDisplay';
import { Registry } from './Registry';

/**
 * The implementations specs name, as one object the app assembles and provides by context
 * ({@link RuntimeRegistryProvider}): the runtime's generic ones plus the domain ones from
 * `screens/`, so the runtime never imports domain code.
 */
export interface RuntimeRegistry {
  /** Cell formats by the name columns use ([patient-list-columns]). */
  formats: Registry<CellFormat>;
  /** Domain widgets form specs name in `ui:widget`, on top of the runtime's generic ones (`useFormWidgets`). */
  formWidgets: Readonly<RegistryWidgetsType>;
}

/** What the app adds to the runtime's generic implementations. */
export interface RuntimeRegistryParts {
  formats?: Readonly<Record<string, CellFormat>>;
  formWidgets?: Readonly<RegistryWidgetsType>;
}

/** A registry holding the runtime's generic implementations and `parts` on top. */
export function createRuntimeRegistry(parts: RuntimeRegistryParts = {}): RuntimeRegistry {
  return {
    formats: new Registry<CellFormat>('format', { ...cellFormats, ...parts.formats }),
    formWidgets: parts.formWidgets ?? {},
  };
}
