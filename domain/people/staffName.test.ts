import { describe, expect, it } from 'vitest';
import { staffName } from './staffName';

describe('staffName', () => {
  it.each([
    { given: { username: 'pma', first_name: 'Pat', last_name: 'Marsh', credentials: 'PT' }, want: 'Pat Marsh, PT' },
    { given: { username: 'pms', first_name: 'Rae', last_name: 'Nolan', credentials: null }, want: 'Rae Nolan' },
    { given: { username: 'pms', first_name: ' Rae ', last_name: '', credentials: ' RN ' }, want: 'Rae, RN' },
    { given: { username: 'admin', first_name: '', last_name: '', credentials: 'RN' }, want: 'admin' },
  ])('names $given.username as "$want"', ({ given, want }) => {
    expect(staffName(given)).toBe(want);
  });
});
