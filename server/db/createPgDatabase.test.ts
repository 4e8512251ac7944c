import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPgDatabase } from './createPgDatabase';

const url = process.env.TEST_DATABASE_URL;

// The pool is PostgreSQL's only; without TEST_DATABASE_URL (CI sets it) there is nothing to test.
describe.skipIf(!url)('createPgDatabase (PostgreSQL)', () => {
  it('keeps serving when the server ends an idle connection (a restart) instead of ending the process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await createPgDatabase({ connectionString: url ?? '' });
    try {
      const [backend] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [backend?.pid]);
      await admin.end();
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL ended an idle connection')));
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      warn.mockRestore();
    }
  });
});
