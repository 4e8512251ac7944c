import { constants } from '../../src/generated/catalog';
import { emptyCell, toFiniteNumber, type CellFormat, type Tone } from '../../runtime/formats/cellDisplay';

/**
 * The table's pain colour ([pain-colour]): above 6 red, below 4 green, otherwise amber. Document 1
 * also names a chart variant (at least 7 red, at least 4 amber); for the whole numbers of the 0-10
 * scale ([pain-scale]) both agree, and this one is the table's.
 */
export function painTone(pain: number): Tone {
  if (pain > constants.painRedAbove) return 'red';
  if (pain < constants.painGreenBelow) return 'green';
  return 'amber';
}

const toneWord: Record<Tone, string> = { red: 'high', amber: 'moderate', green: 'low', neutral: '' };

/** Pain 0-10 coloured by {@link painTone}, labelled in words for screen readers. */
export const painColourFormat: CellFormat = (value) => {
  const pain = toFiniteNumber(value);
  if (pain === null) return emptyCell;
  const tone = painTone(pain);
  return { kind: 'tone', text: String(pain), tone, label: `Pain ${pain}, ${toneWord[tone]}` };
};
