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
}

/** What the app adds to the runtime's generic implementations. */
export interface RuntimeRegistryParts {
  formats?: Readonly<Record<string, CellFormat>>;
}

/** A registry holding the runtime's generic implementations and `parts` on top. */
export function createRuntimeRegistry(parts: RuntimeRegistryParts = {}): RuntimeRegistry {
  return { formats: new Registry<CellFormat>('format', { ...cellFormats, ...parts.formats }) };
}
