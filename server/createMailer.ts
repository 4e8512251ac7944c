import { createOutboxMailer } from './adapters/mail/createOutboxMailer';
import { createSmtpMailer } from './adapters/mail/createSmtpMailer';
import type { Mailer } from './adapters/mail/Mailer';
import type { Clock } from './clock/Clock';
import type { Database } from './db/Database';

/**
 * SMTP when `SMTP_URL` is set (sender `MAIL_FROM`), otherwise the local outbox of /dev/mailbox.
 *
 * @example
 * const mailer = createMailer(process.env, db, systemClock);
 */
export function createMailer(env: NodeJS.ProcessEnv, db: Database, clock: Clock): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'Cadence <no-reply@cadence.example>');
  return createOutboxMailer(db, clock);
}
