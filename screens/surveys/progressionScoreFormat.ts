import { emptyCell, toFiniteNumber, type CellFormat } from '../../runtime/formats/cellDisplay';

/**
 * A survey's progression score (the survey panel's answered surveys): green at 0 or above (the
 * patient improved or held), red below; a survey without one shows nothing.
 *
 * @example
 * progressionScoreFormat(-3.5, {}); // { kind: 'tone', text: '-3.5', tone: 'red', label: 'Progression -3.5, worse' }
 */
export const progressionScoreFormat: CellFormat = (value) => {
  const score = toFiniteNumber(value);
  if (score === null) return emptyCell;
  const better = score >= 0;
  return { kind: 'tone', text: String(score), tone: better ? 'green' : 'red', label: `Progression ${String(score)}, ${better ? 'better or the same' : 'worse'}` };
};
