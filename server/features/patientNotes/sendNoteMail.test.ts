import { describe, expect, it, vi } from 'vitest';
import type { Mail, Mailer } from '../../adapters/mail/Mailer';
import type { Queryable } from '../../db/Database';
import { sendNoteMail } from './sendNoteMail';

function recordingDb() {
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  const db: Queryable = {
    query: <Row>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return Promise.resolve<Row[]>([]);
    },
    exec: () => Promise.resolve(),
  };
  return { db, statements };
}

const now = new Date('2026-03-02T10:00:00Z');
const mail = { noteId: 4, to: 'case@clinic.example', note: 'Tablet replaced.', patientIdentifier: '1000004', writer: 'Tomás Herrera' };

describe('sendNoteMail', () => {
  it('[note-csn-email] sends the note and records where, when and that it was sent', async () => {
    const sent: Mail[] = [];
    const { db, statements } = recordingDb();
    await sendNoteMail(db, { send: (one) => Promise.resolve(void sent.push(one)) }, now, mail);
    expect(sent).toEqual([{ to: 'case@clinic.example', subject: 'Patient note: 1000004', body: 'Tablet replaced.\n\nWritten by Tomás Herrera.' }]);
    expect(statements[0]?.params).toEqual([4, 'case@clinic.example', now, 'sent']);
  });

  it('[note-csn-email] records a refused e-mail as failed and keeps the note', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP 550')) };
    const { db, statements } = recordingDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sendNoteMail(db, failing, now, mail);
    expect(statements[0]?.params).toEqual([4, 'case@clinic.example', now, 'failed']);
  });
});
