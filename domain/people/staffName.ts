/** What a staff member's displayed name is made of (a users row). */
export interface StaffNameParts {
  username: string;
  first_name?: string | null;
  last_name?: string | null;
  credentials?: string | null;
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * How a clinician is named wherever their work is signed (a note's author, its cosigner, the
 * e-mail of a note): the person's name followed by their credentials, as a chart is signed
 * ("Pat Marsh, PT"). A user without a recorded name keeps their username, so nobody goes unnamed.
 *
 * @example
 * staffName({ username: 'pma', first_name: 'Pat', last_name: 'Marsh', credentials: 'PT' }); // 'Pat Marsh, PT'
 * staffName({ username: 'admin', first_name: '', last_name: '' }); // 'admin'
 */
export function staffName(parts: StaffNameParts): string {
  const name = [trimmed(parts.first_name), trimmed(parts.last_name)].filter((part) => part !== '').join(' ');
  const credentials = trimmed(parts.credentials);
  if (name === '') return parts.username;
  return credentials === '' ? name : `${name}, ${credentials}`;
}
