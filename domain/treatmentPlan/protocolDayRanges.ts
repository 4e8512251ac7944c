/** The day range a protocol covers within its plan, counted from day 1. */
export interface ProtocolDayRange {
  from: number;
  to: number;
}

/**
 * Protocol day ranges, computed cumulatively from each protocol's num_of_days in plan order
 * (document 2, section 2): protocols of 3, 5 and 2 days cover days 1-3, 4-8 and 9-10.
 *
 * @example
 * protocolDayRanges([{ num_of_days: 3 }, { num_of_days: 5 }]) // [{ from: 1, to: 3 }, { from: 4, to: 8 }]
 */
export function protocolDayRanges(protocols: readonly { num_of_days: number }[]): ProtocolDayRange[] {
  let next = 1;
  return protocols.map(({ num_of_days }) => {
    const range = { from: next, to: next + num_of_days - 1 };
    next += num_of_days;
    return range;
  });
}

/** The days a plan or template lasts: the sum of its protocols' num_of_days. */
export function totalDays(protocols: readonly { num_of_days: number }[]): number {
  return protocols.reduce((sum, { num_of_days }) => sum + num_of_days, 0);
}
