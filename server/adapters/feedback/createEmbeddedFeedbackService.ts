import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/Database';
import type { FileStorage } from '../files/FileStorage';
import type { FeedbackService, FeedbackTicket } from './FeedbackService';

/**
 * The demo's feedback service: attachments go to the file storage (listed in
 * `feedback_attachments`), tickets to `feedback_tickets`; every ticket is answered responseCode 200.
 *
 * @example
 * const feedback = createEmbeddedFeedbackService(db, files);
 */
export function createEmbeddedFeedbackService(db: Database, files: FileStorage): FeedbackService {
  return {
    async uploadAttachment(file) {
      // The key is the storage's (letters, digits, dashes); the name the user gave is kept beside it.
      const key = `feedback/${randomBytes(8).toString('hex')}.zip`;
      await files.put(key, file.bytes, file.contentType);
      const [row] = await db.query<{ id: number }>(
        'insert into feedback_attachments (file_key, file_name, size_bytes) values ($1, $2, $3) returning id',
        [key, file.fileName, file.bytes.length],
      );
      return { id: String(row!.id) };
    },
    async createTicket(ticket) {
      const [row] = await db.query<{ id: number }>('insert into feedback_tickets (ticket) values ($1) returning id', [JSON.stringify(ticket)]);
      return { responseCode: 200, ticketId: String(row!.id) };
    },
    async listTickets() {
      const rows = await db.query<{ ticket: FeedbackTicket | string }>('select ticket from feedback_tickets order by id desc');
      return rows.map((row) => (typeof row.ticket === 'string' ? (JSON.parse(row.ticket) as FeedbackTicket) : row.ticket));
    },
  };
}
