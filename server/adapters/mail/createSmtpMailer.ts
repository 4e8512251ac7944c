import nodemailer from 'nodemailer';
import type { Mailer } from './Mailer';

/**
 * A mailer that sends through an SMTP server, e.g. `smtp://user:pass@mail.example.com:587`.
 *
 * @example
 * const mailer = createSmtpMailer(process.env.SMTP_URL!, 'Cadence <no-reply@example.com>');
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}
