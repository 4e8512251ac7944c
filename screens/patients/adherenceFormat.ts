import { constants } from '../../src/generated/catalog';
import { emptyCell, toFiniteNumber, type CellFormat } from '../../runtime/formats/cellDisplay';

/** Adherence in percent, red at 70 or below ([adherence-red]); higher values carry no colour. */
export const adherenceFormat: CellFormat = (value) => {
  const percent = toFiniteNumber(value);
  if (percent === null) return emptyCell;
  const text = `${Math.round(percent)}%`;
  return percent <= constants.adherenceRedAtOrBelow
    ? { kind: 'tone', text, tone: 'red', label: `Adherence ${text}, low` }
    : { kind: 'tone', text, tone: 'neutral', label: `Adherence ${text}` };
};
