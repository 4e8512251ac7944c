import { constants, message } from '../../src/generated/catalog';
import type { EditorPeriod, EditorProtocol, ProtocolNumberField } from './planEditorTypes';

/** Forward ([period-direction-ids]) and the first period type, Assisted, for a new period. */
const forwardDirection = 1;
const assistedType = 1;

/** A new period: the default length of 5 minutes ([period-length]), forward, assisted. */
export function defaultPeriod(): EditorPeriod {
  return { length_of_time: constants.periodLengthDefault, period_direction_id: forwardDirection, period_type_id: assistedType };
}

/**
 * A new protocol with the sample defaults of document 2, section 9 ([protocol-sample-defaults]):
 * 5 sessions per day, 3 days, pedal radius 100, resistance 1, rpm 20 to 60, pressure limit 40,
 * and one period of the default length.
 */
export function defaultProtocol(position: number): EditorProtocol {
  return {
    name: `Protocol ${String(position)}`,
    purpose: null,
    num_of_days: constants.protocolDefaultDays,
    sessions_per_day: constants.protocolDefaultSessionsPerDay,
    pedal_radius: constants.protocolDefaultPedalRadius,
    resistance: constants.protocolDefaultResistance,
    rpm_min: constants.protocolDefaultRpmMin,
    rpm_max: constants.protocolDefaultRpmMax,
    pressure_limit: constants.protocolDefaultPressureLimit,
    periods: [defaultPeriod()],
  };
}

/** The numbers of a protocol, in the order the protocol editor shows them. */
export const protocolNumberFields: readonly ProtocolNumberField[] = ['num_of_days', 'sessions_per_day', 'pedal_radius', 'resistance', 'rpm_min', 'rpm_max', 'pressure_limit'];

/** The range, and step where there is one, of each protocol number (document 2, sections 5 and 9). */
export const protocolRanges: Record<ProtocolNumberField, { min: number; max: number; step: number }> = {
  num_of_days: { min: constants.protocolDaysMin, max: constants.protocolDaysMax, step: 1 },
  sessions_per_day: { min: constants.sessionsPerDayMin, max: constants.sessionsPerDayMax, step: 1 },
  pedal_radius: { min: constants.pedalRadiusMin, max: constants.pedalRadiusMax, step: constants.pedalRadiusStep },
  resistance: { min: constants.resistanceMin, max: constants.resistanceMax, step: 1 },
  rpm_min: { min: constants.rpmMin, max: constants.rpmMax, step: constants.rpmStep },
  rpm_max: { min: constants.rpmMin, max: constants.rpmMax, step: constants.rpmStep },
  pressure_limit: { min: constants.pressureLimitMin, max: constants.pressureLimitMax, step: 1 },
};

export const periodLengthRange = { min: constants.periodLengthMin, max: constants.periodLengthMax, step: 1 };

/**
 * The value clamped into its range and rounded to its step, as a number input leaves it on blur.
 *
 * @example
 * clampToRange(47, protocolRanges.pedal_radius) // 40
 */
export function clampToRange(value: number, range: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return range.min;
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped));
}

/** What is wrong with one value: the catalogue's text, or undefined when it is in range. */
function rangeProblem(value: number, range: { min: number; max: number; step: number }): string | undefined {
  if (!Number.isFinite(value)) return message('mustBeNumber');
  if (value < range.min) return message('valueAtLeast', { limit: range.min });
  if (value > range.max) return message('valueAtMost', { limit: range.max });
  if ((value - range.min) % range.step !== 0) return message('valueStep', { step: range.step });
  return undefined;
}

/** A field's problem: `field` is a protocol field or `periods.<index>.length_of_time`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Every problem of one protocol at once, in the catalogue's words: each number outside its range
 * or step ([protocol-days-range], [protocol-sessions-per-day], [protocol-pedal-radius],
 * [protocol-resistance], [protocol-rpm]), rpm_max less than rpm_min + 20, a blank name and each
 * period's length outside 1-45 ([period-length]).
 */
export function protocolProblems(protocol: EditorProtocol): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (protocol.name.trim() === '') problems.push({ field: 'name', message: message('protocolNameRequired') });
  for (const field of protocolNumberFields) {
    const problem = rangeProblem(protocol[field], protocolRanges[field]);
    if (problem !== undefined) problems.push({ field, message: problem });
  }
  const gapHolds = protocol.rpm_max >= protocol.rpm_min + constants.rpmGap;
  if (!gapHolds && !problems.some(({ field }) => field === 'rpm_max')) {
    problems.push({ field: 'rpm_max', message: message('rpmGapTooSmall', { gap: constants.rpmGap }) });
  }
  protocol.periods.forEach((period, index) => {
    const problem = rangeProblem(period.length_of_time, periodLengthRange);
    if (problem !== undefined) problems.push({ field: `periods.${String(index)}.length_of_time`, message: problem });
  });
  return problems;
}

/** True when no protocol has a problem. */
export function protocolsValid(protocols: readonly EditorProtocol[]): boolean {
  return protocols.every((protocol) => protocolProblems(protocol).length === 0);
}

// The reducers the editor machine applies: each answers a new list and leaves its input alone.

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current));
}

export function addProtocol(protocols: readonly EditorProtocol[]): EditorProtocol[] {
  return [...protocols, defaultProtocol(protocols.length + 1)];
}

export function removeProtocol(protocols: readonly EditorProtocol[], index: number): EditorProtocol[] {
  return protocols.filter((_, at) => at !== index);
}

export type ProtocolPatch = Partial<Pick<EditorProtocol, ProtocolNumberField | 'name' | 'purpose'>>;

export function updateProtocol(protocols: readonly EditorProtocol[], index: number, patch: ProtocolPatch): EditorProtocol[] {
  const protocol = protocols[index];
  return protocol === undefined ? [...protocols] : replaceAt(protocols, index, { ...protocol, ...patch });
}

function withPeriods(protocols: readonly EditorProtocol[], index: number, change: (periods: readonly EditorPeriod[]) => EditorPeriod[]): EditorProtocol[] {
  const protocol = protocols[index];
  return protocol === undefined ? [...protocols] : replaceAt(protocols, index, { ...protocol, periods: change(protocol.periods) });
}

export function addPeriod(protocols: readonly EditorProtocol[], protocolIndex: number): EditorProtocol[] {
  return withPeriods(protocols, protocolIndex, (periods) => [...periods, defaultPeriod()]);
}

export function removePeriod(protocols: readonly EditorProtocol[], protocolIndex: number, periodIndex: number): EditorProtocol[] {
  return withPeriods(protocols, protocolIndex, (periods) => periods.filter((_, at) => at !== periodIndex));
}

export type PeriodPatch = Partial<Omit<EditorPeriod, 'id'>>;

export function updatePeriod(protocols: readonly EditorProtocol[], protocolIndex: number, periodIndex: number, patch: PeriodPatch): EditorProtocol[] {
  return withPeriods(protocols, protocolIndex, (periods) => {
    const period = periods[periodIndex];
    return period === undefined ? [...periods] : replaceAt(periods, periodIndex, { ...period, ...patch });
  });
}

/**
 * Moves a period from one place to another within its protocol ([period-reorder]); a place
 * outside the list leaves the order as it is.
 *
 * @example
 * movePeriod(protocols, 0, 2, 0) // the third period of the first protocol becomes its first
 */
export function movePeriod(protocols: readonly EditorProtocol[], protocolIndex: number, from: number, to: number): EditorProtocol[] {
  return withPeriods(protocols, protocolIndex, (periods) => {
    if (from === to || from < 0 || to < 0 || from >= periods.length || to >= periods.length) return [...periods];
    const moved = [...periods];
    const [period] = moved.splice(from, 1);
    if (period !== undefined) moved.splice(to, 0, period);
    return moved;
  });
}
