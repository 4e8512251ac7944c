import { useCallback } from 'react';
import type { CellFormat } from '../formats/cellDisplay';
import { textFormat } from '../formats/textFormat';
import type { ResolveContext } from './Registry';
import type { RuntimeRegistry } from './RuntimeRegistry';
import { useRuntimeRegistry } from './RuntimeRegistryContext';

/** Resolves a column's format name for a spec; plain text when it names none. */
export type FormatResolver = (
  name: string | undefined,
  spec: string,
  overrides?: ResolveContext<CellFormat>['overrides'],
) => CellFormat;

/**
 * The format a column names in `registry`, or plain text when it names none.
 *
 * @example
 * resolveFormat(registry, 'painColour', 'screens/patients.screen.yaml')(8, row)
 */
export function resolveFormat(
  registry: RuntimeRegistry,
  ...[name, spec, overrides]: Parameters<FormatResolver>
): CellFormat {
  return registry.formats.resolve(name, { spec, fallback: textFormat, ...(overrides ? { overrides } : {}) });
}

/** {@link resolveFormat} over the registry the app provides ([patient-list-columns]). */
export function useFormatResolver(): FormatResolver {
  const registry = useRuntimeRegistry();
  // Stable per registry, so grids that memoise their columns on it do not rebuild every render.
  return useCallback<FormatResolver>(
    (name, spec, overrides) => resolveFormat(registry, name, spec, overrides),
    [registry],
  );
}
