import type { Row } from '../../runtime/formats/cellDisplay';

/** What the grid reads of a licence: its state (a postal code) and its expiry day. */
export interface GridLicence {
  state: string;
  expiration_date: string | null;
}

/**
 * The licences of a therapist's record (`monitor_licenses` of listSpecialistsWithLicenses), as
 * far as the grid reads them; anything else in the list is left out.
 *
 * @example
 * licencesOf({ monitor_licenses: [{ id: 1, state: 'TX', expiration_date: '2027-01-01' }] }); // [{ state: 'TX', expiration_date: '2027-01-01' }]
 */
export function licencesOf(record: Row): GridLicence[] {
  const list = record.monitor_licenses;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null || !('state' in item) || typeof item.state !== 'string') return [];
    const expiry = 'expiration_date' in item && typeof item.expiration_date === 'string' ? item.expiration_date : null;
    return [{ state: item.state, expiration_date: expiry }];
  });
}
