import { protocolDayRanges } from '../../domain/treatmentPlan/protocolDayRanges';

const daySeconds = 86_400;

/**
 * The index of the protocol whose cumulative days hold `nowSeconds` (day 1 is the plan's start
 * date), the last protocol once the plan's days are over, the first before it starts; -1 without
 * protocols.
 *
 * @example
 * currentProtocolIndex(start, [{ num_of_days: 3 }, { num_of_days: 5 }], start + 4 * 86400); // 1 (day 5)
 */
export function currentProtocolIndex(
  startSeconds: number | null,
  protocols: readonly { num_of_days: number }[],
  nowSeconds: number,
): number {
  if (protocols.length === 0) return -1;
  const day = startSeconds === null ? 1 : Math.floor((nowSeconds - startSeconds) / daySeconds) + 1;
  const ranges = protocolDayRanges(protocols);
  const found = ranges.findIndex((range) => day >= range.from && day <= range.to);
  if (found >= 0) return found;
  return day < 1 ? 0 : protocols.length - 1;
}
