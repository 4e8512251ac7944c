/** A self-pay option as stored (daily_price in cents). */
export interface SelfPayRecord {
  id: number;
  days: number;
  daily_price: number;
  name: string;
}

/** A self-pay option as answered: the stored fields and the two formatted prices. */
export interface SelfPayOptionRow extends SelfPayRecord {
  formatted_daily_price: string;
  formatted_total_price: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as the portal shows them, e.g. 1250 → '$12.50'. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/**
 * The answer for one option: the daily price and the total (daily price × days,
 * [self-pay-total]) formatted ([self-pay-fields]).
 *
 * @example
 * selfPayOptionRow({ id: 1, days: 30, daily_price: 1250, name: '30 days' }).formatted_total_price; // '$375.00'
 */
export function selfPayOptionRow(record: SelfPayRecord): SelfPayOptionRow {
  return {
    id: record.id,
    days: record.days,
    daily_price: record.daily_price,
    name: record.name,
    formatted_daily_price: formatCents(record.daily_price),
    formatted_total_price: formatCents(record.daily_price * record.days),
  };
}
