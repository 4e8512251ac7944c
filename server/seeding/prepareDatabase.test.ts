import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/createManualClock';
import { createPgliteDatabase } from '../db/createPgliteDatabase';
import type { Database } from '../db/Database';
import { prepareDatabase } from './prepareDatabase';

const clock = createManualClock(new Date('2026-03-02T10:00:00Z'));
const count = async (db: Database, table: string) =>
  (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0]?.count ?? 0;

describe('prepareDatabase (what server/main.ts does before serving)', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('a start without demo mode writes the roles and lookups but no user, so no demo password works', async () => {
    db = await createPgliteDatabase();
    const prepared = await prepareDatabase(db, { config: { demo: false }, clock });
    expect(prepared).toMatchObject({ seededDemo: false, noUsers: true });
    expect(prepared.applied.length).toBeGreaterThan(0);
    expect(await count(db, 'users')).toBe(0);
    expect(await count(db, 'user_roles')).toBeGreaterThan(0);
    expect(await count(db, 'patient_statuses')).toBeGreaterThan(0);
  }, 60_000);

  it('a first start in demo mode seeds the demo users, and a second start adds nothing', async () => {
    db = await createPgliteDatabase();
    expect(await prepareDatabase(db, { config: { demo: true }, clock, patients: 0 })).toMatchObject({ seededDemo: true });
    const users = await count(db, 'users');
    expect(await db.query("select username from users where username = 'superadmin'")).toHaveLength(1);
    expect(await prepareDatabase(db, { config: { demo: true }, clock, patients: 0 })).toMatchObject({ seededDemo: false, applied: [] });
    expect(await count(db, 'users')).toBe(users);
  }, 120_000);
});
