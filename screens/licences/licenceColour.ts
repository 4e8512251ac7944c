import { constants } from '../../src/generated/catalog';

/** The colour of a state cell of the licence grid. */
export type LicenceColour = 'grey' | 'red' | 'orange' | 'green';

const dayMs = 86_400_000;

/**
 * The colour of a state cell (document 3, sections 2.11 and 9): grey without a licence
 * ([licences-colour-none]); red when the licence expires within 30 days or has expired
 * ([licences-colour-red]); orange when it expires in under 90 days ([licences-colour-orange]);
 * green otherwise, 90 days or more away ([licences-colour-green]). Days are whole calendar days
 * from `today` (UTC dates, as the licence dates are).
 *
 * @example
 * licenceColour('2026-12-01', new Date('2026-11-23T10:00:00Z')); // 'red' (8 days)
 */
export function licenceColour(expirationDate: string | undefined | null, today: Date): LicenceColour {
  if (expirationDate === undefined || expirationDate === null || expirationDate === '') return 'grey';
  const expiry = Date.parse(`${expirationDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(expiry)) return 'grey';
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.round((expiry - start) / dayMs);
  if (days <= Number(constants.licenceRedDays)) return 'red';
  if (days < Number(constants.licenceOrangeDays)) return 'orange';
  return 'green';
}
