import type { ReactElement } from 'react';
import type { JsonObject } from '../api/jsonObject';

/** The colour a value is judged by; `neutral` means the value carries no judgement. */
export type Tone = 'red' | 'amber' | 'green' | 'neutral';

/** Which way a measured value moved since the previous session. */
export type Trend = 'up' | 'down' | 'flat';

/**
 * What a table cell shows, independent of React: formats compute it, `CellView` draws it. Every
 * judged or iconic display carries a `label` so the meaning never rests on colour or shape alone.
 */
export type CellDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'tone'; text: string; tone: Tone; label: string }
  | { kind: 'progress'; text: string; previous: string | null; change: string | null; trend: Trend; label: string }
  | { kind: 'icon'; icon: 'alert'; label: string }
  /** A link opening `href` in a new tab (a document); `text` is what it reads. */
  | { kind: 'link'; text: string; href: string }
  /** A cell widget of the registry's formats (a recording's request and download buttons): the element it draws for the row. */
  | { kind: 'element'; element: ReactElement };

/**
 * A record as the middleware sends it, of whichever operation a spec names: a table row, a detail
 * screen's record, the record a list or dialog is placed on. Formats read it by the spec's fields.
 */
export type Row = Readonly<JsonObject>;

/**
 * A cell format: a pure function from the cell's value and its whole row to what the cell shows.
 *
 * @example
 * const painColour: CellFormat = (value) => ({ kind: 'tone', text: String(value), tone: 'red', label: 'Pain 8, high' });
 */
export type CellFormat = (value: unknown, row: Row) => CellDisplay;

/** The display of a cell with nothing to show. */
export const emptyCell: CellDisplay = { kind: 'empty' };

/** Reads a finite number from a number or a numeric string; anything else is `null`. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
