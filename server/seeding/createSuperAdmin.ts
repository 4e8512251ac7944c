import { roleIdByName } from '../../src/generated/access';
import { generatePolicyPassword } from '../auth/generatePolicyPassword';
import { hashPassword } from '../auth/passwordHashing';
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';
import { seedReferenceData } from './seedReferenceData';

export interface NewSuperAdmin {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** Two-factor codes by e-mail at sign-in; only useful once SMTP_URL delivers mail. */
  twoFactor?: boolean;
}

/** Why an account could not be created, in words for the person at the terminal. */
export class CreateSuperAdminError extends Error {
  override name = 'CreateSuperAdminError';
}

/**
 * Creates a super admin with a freshly generated policy password and returns it, the only time
 * it is ever shown: the first account of a production database, which is never seeded with the
 * demo users. Refuses a username that exists already.
 *
 * @throws CreateSuperAdminError for a missing or taken username, or an e-mail without `@`.
 * @example
 * const { password } = await createSuperAdmin(db, { username: 'ops', email: 'ops@clinic.example' }, systemClock);
 */
export async function createSuperAdmin(
  db: Database,
  admin: NewSuperAdmin,
  clock: Clock,
): Promise<{ id: number; password: string }> {
  const username = admin.username.trim();
  const email = admin.email.trim();
  if (!username) throw new CreateSuperAdminError('A username is required (--username).');
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new CreateSuperAdminError('A valid e-mail address is required (--email).');
  const password = generatePolicyPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The roles may not be there yet when this runs before the server's first start.
    await seedReferenceData(tx);
    const taken = await tx.query('select 1 from users where lower(username) = lower($1)', [username]);
    if (taken.length > 0) throw new CreateSuperAdminError(`A user named ${username} exists already.`);
    const [row] = await tx.query<{ id: number }>(
      `insert into users (username, email, first_name, last_name, password_hash, role_id, two_factor_enabled, password_changed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [username, email, admin.firstName ?? '', admin.lastName ?? '', passwordHash, roleIdByName.superAdmin, admin.twoFactor ?? false, clock.now()],
    );
    if (!row) throw new CreateSuperAdminError('The account could not be created.');
    return { id: row.id, password };
  });
}
