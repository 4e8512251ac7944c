import type { Clock } from '../../clock/Clock';
import type { Queryable } from '../../db/Database';
import type { Mailer } from './Mailer';

/**
 * A mailer that stores every message in the `outbox` table (shown at /dev/mailbox).
 *
 * @example
 * const mailer = createOutboxMailer(db, systemClock);
 */
export function createOutboxMailer(db: Queryable, clock: Clock): Mailer {
  return {
    async send(mail) {
      await db.query('insert into outbox (to_address, subject, body, created_at) values ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.body,
        clock.now(),
      ]);
    },
  };
}
