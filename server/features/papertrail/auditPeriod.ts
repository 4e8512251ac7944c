/** The periods of the log viewer's filter (document 3, section 2.1). */
export type AuditPeriodName = 'currentWeek' | 'lastWeek' | 'lastMonth' | 'lastYear';

const day = 86_400_000;

/**
 * The time range of a period, in UTC, `to` exclusive: Current Week from Monday 00:00 of this
 * week until after now, Last Week the seven days before that Monday, Last Month the calendar
 * month before this one, Last Year the calendar year before this one.
 *
 * @example
 * auditPeriod('lastWeek', new Date('2026-11-25T10:00:00Z')); // 2026-11-16 → 2026-11-23
 */
export function auditPeriod(period: AuditPeriodName, now: Date): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * day;
  switch (period) {
    case 'currentWeek':
      return { from: new Date(monday), to: new Date(now.getTime() + 1) };
    case 'lastWeek':
      return { from: new Date(monday - 7 * day), to: new Date(monday) };
    case 'lastMonth':
      return {
        from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
        to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      };
    case 'lastYear':
      return { from: new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1)), to: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)) };
  }
}
