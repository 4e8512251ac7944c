import { lookups } from '../../src/generated/catalog';
import { emptyCell, type CellFormat } from '../../runtime/formats/cellDisplay';

/**
 * A monitor type id as its name in the catalogue's `monitorTypes` (1 RTM, 2 RPM); an unknown one
 * shows nothing ([licences-layout]).
 *
 * @example
 * monitorTypeFormat(1, {}); // { kind: 'text', text: 'RTM' }
 */
export const monitorTypeFormat: CellFormat = (value) => {
  const label = lookups.monitorTypes.values.find((option) => option.value === value)?.label;
  return label === undefined ? emptyCell : { kind: 'text', text: label };
};
