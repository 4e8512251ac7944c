import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { verifyPassword } from '../auth/passwordHashing';
import { createManualClock } from '../clock/createManualClock';
import type { Database } from '../db/Database';
import { openTestDatabase } from '../db/openTestDatabase';
import { createSuperAdmin } from './createSuperAdmin';

describe('createSuperAdmin (npm run create-admin)', () => {
  const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, 60_000);
  afterAll(() => db.close());

  it('creates the first super admin of an empty database with a generated policy password', async () => {
    const { id, password } = await createSuperAdmin(db, { username: 'ops', email: 'ops@clinic.example' }, clock);
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^a-zA-Z\d]).{16}$/);
    const [user] = await db.query<{ role_id: number; email: string; password_hash: string }>(
      'select role_id, email, password_hash from users where id = $1',
      [id],
    );
    expect(user?.role_id).toBe(roleIdByName.superAdmin);
    expect(user?.email).toBe('ops@clinic.example');
    expect(user?.password_hash).not.toContain(password);
    expect(await verifyPassword(user?.password_hash ?? '', password)).toBe(true);
  });

  it('refuses a username that exists, whatever its case, and a missing e-mail', async () => {
    await expect(createSuperAdmin(db, { username: 'OPS', email: 'other@clinic.example' }, clock)).rejects.toThrow('A user named OPS exists already.');
    await expect(createSuperAdmin(db, { username: 'second', email: '' }, clock)).rejects.toThrow('A valid e-mail address is required');
    expect(await db.query('select 1 from users')).toHaveLength(1);
  });
});
