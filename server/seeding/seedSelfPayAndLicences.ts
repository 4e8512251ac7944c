import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

const dayMs = 86_400_000;

/** A date `days` from now as `YYYY-MM-DD`. */
const dateIn = (clock: Clock, days: number) => new Date(clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);

/**
 * Adds the demo's self-pay options (30, 60 and 90 days) and state licences for the monitoring
 * specialist `pms` and assistant `pma`, one of each colour of the grid (expired, within 30 days,
 * within 90 days, later), and marks the monitoring users RTM or RPM where they have no type. Safe
 * to run twice.
 *
 * @example
 * await seedSelfPayAndLicences(tx, clock);
 */
export async function seedSelfPayAndLicences(db: Queryable, clock: Clock): Promise<void> {
  for (const [days, cents, name] of [
    [30, 1250, '30 days of therapy'],
    [60, 1000, '60 days of therapy'],
    [90, 850, '90 days of therapy'],
  ] as const) {
    await db.query('insert into self_pay_options (days, daily_price, name) values ($1, $2, $3) on conflict (days) do nothing', [days, cents, name]);
  }
  await db.query(`update users set user_monitor_type = case when username = 'pma' then 2 else 1 end
    where username in ('pms', 'pmm', 'pma') and user_monitor_type is null`);
  const licences: [string, string, string, number][] = [
    ['pms', 'TX', 'TX-40021', 400],
    ['pms', 'CA', 'CA-88310', 60],
    ['pms', 'NY', 'NY-12007', 12],
    ['pms', 'FL', 'FL-55102', -5],
    ['pma', 'OH', 'OH-31008', 200],
    ['pma', 'PA', 'PA-77120', 45],
  ];
  for (const [username, state, number, expiresInDays] of licences) {
    await db.query(
      `insert into monitor_licenses (user_id, state, certification_number, effective_date, expiration_date)
       select id, $2, $3, $4, $5 from users where username = $1
       on conflict (user_id, state) do nothing`,
      [username, state, number, dateIn(clock, expiresInDays - 730), dateIn(clock, expiresInDays)],
    );
  }
}
