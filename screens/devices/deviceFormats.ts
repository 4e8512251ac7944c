import { emptyCell, toFiniteNumber, type CellFormat, type Row } from '../../runtime/formats/cellDisplay';

/**
 * A device's lockdown state: 0 is Unlocked (green), any other number Locked (red)
 * ([device-lock-states]); anything else shows nothing.
 *
 * @example
 * lockStateFormat(0, {}); // { kind: 'tone', text: 'Unlocked', tone: 'green', label: 'Unlocked' }
 */
export const lockStateFormat: CellFormat = (value) => {
  const state = toFiniteNumber(value);
  if (state === null) return emptyCell;
  return state === 0 ? { kind: 'tone', text: 'Unlocked', tone: 'green', label: 'Unlocked' } : { kind: 'tone', text: 'Locked', tone: 'red', label: 'Locked' };
};

/**
 * A list of objects shown as `first: second` pairs of each object's first two values, e.g. the
 * volume of each audio stream ('music: 30, ring: 50').
 *
 * @example
 * pairListFormat([{ audioStream: 'music', volumeLevel: 30 }], {}); // { kind: 'text', text: 'music: 30' }
 */
export const pairListFormat: CellFormat = (value) => {
  if (!Array.isArray(value) || value.length === 0) return emptyCell;
  const pairs = value
    .filter((item): item is Row => typeof item === 'object' && item !== null)
    .map((item) => Object.values(item).slice(0, 2).map(String).join(': '));
  return pairs.length === 0 ? emptyCell : { kind: 'text', text: pairs.join(', ') };
};

/**
 * A location `{ latitude, longitude }` as two numbers with five decimals.
 *
 * @example
 * coordinatesFormat({ latitude: 41.8781, longitude: -87.6298 }, {}); // { kind: 'text', text: '41.87810, -87.62980' }
 */
export const coordinatesFormat: CellFormat = (value) => {
  if (typeof value !== 'object' || value === null) return emptyCell;
  const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
  const lat = toFiniteNumber(latitude);
  const lon = toFiniteNumber(longitude);
  return lat === null || lon === null ? emptyCell : { kind: 'text', text: `${lat.toFixed(5)}, ${lon.toFixed(5)}` };
};

/**
 * A yes/no flag: true is 'Yes', false 'No'.
 *
 * @example
 * yesNoFormat(true, {}); // { kind: 'text', text: 'Yes' }
 */
export const yesNoFormat: CellFormat = (value) => (typeof value === 'boolean' ? { kind: 'text', text: value ? 'Yes' : 'No' } : emptyCell);
