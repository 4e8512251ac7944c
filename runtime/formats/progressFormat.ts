import { isJsonObject } from '../api/jsonObject';
import { emptyCell, toFiniteNumber, type CellFormat, type Trend } from './cellDisplay';

interface Measure {
  current: number;
  previous: number | null;
  change: number | null;
}

// The list sends a range-of-motion measure either as a bare number or as an object with the
// current value, the previous one and the progress between them; the names vary by endpoint.
function readMeasure(value: unknown): Measure | null {
  const bare = toFiniteNumber(value);
  if (bare !== null) return { current: bare, previous: null, change: null };
  if (!isJsonObject(value)) return null;
  const current = toFiniteNumber(value.current ?? value.value);
  if (current === null) return null;
  const previous = toFiniteNumber(value.previous);
  const given = toFiniteNumber(value.progress ?? value.change);
  return { current, previous, change: given ?? (previous === null ? null : current - previous) };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A measure with its previous value and the change between them, with an arrow for the trend
 * ([patient-list-columns]). Takes a number, or `{ current | value, previous, progress | change }`.
 */
export const progressFormat: CellFormat = (value) => {
  const measure = readMeasure(value);
  if (measure === null) return emptyCell;
  const { current, previous, change } = measure;
  const trend: Trend = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const parts = [`${current}`, previous === null ? null : `previous ${previous}`, change === null ? null : `change ${signed(change)}`];
  return {
    kind: 'progress',
    text: String(current),
    previous: previous === null ? null : String(previous),
    change: change === null ? null : signed(change),
    trend,
    label: parts.filter((part) => part !== null).join(', '),
  };
};
