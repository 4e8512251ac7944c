// 'Save and Send Email' of a CSN note (document 2, section 5 "Notes"): the note goes through the
// same mailer as the sign-in mail (SMTP when configured, else the outbox of /dev/mailbox), and
// the note records where and when it went and whether the mailer took it.
import { message } from '../../../src/generated/catalog';
import type { Mailer } from '../../adapters/mail/Mailer';
import type { Queryable } from '../../db/Database';

/** What the e-mail of a note says. */
export interface NoteMail {
  noteId: number;
  to: string;
  note: string;
  patientIdentifier: string;
  /** The author as a chart is signed ("Pat Marsh, PT"). */
  writer: string;
}

/**
 * Sends the note to its address and records email_sent_to, email_sent_at and email_status
 * ('sent', or 'failed' when the mailer refused it: the note stays saved and locked either way,
 * since the user asked for it to leave).
 *
 * @example
 * await sendNoteMail(tx, mailer, clock.now(), { noteId: 4, to: 'case@clinic.example', ... });
 */
export async function sendNoteMail(db: Queryable, mailer: Mailer, now: Date, mail: NoteMail): Promise<void> {
  let status: 'sent' | 'failed' = 'sent';
  try {
    await mailer.send({
      to: mail.to,
      subject: message('noteEmailSubject', { patient: mail.patientIdentifier }),
      body: message('noteEmailBody', { note: mail.note, writer: mail.writer }),
    });
  } catch (error) {
    console.error('patient note e-mail failed', error);
    status = 'failed';
  }
  await db.query('update patient_notes set email_sent_to = $2, email_sent_at = $3, email_status = $4 where id = $1', [
    mail.noteId,
    mail.to,
    now,
    status,
  ]);
}
