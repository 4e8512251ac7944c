// Writing, reading and deleting patient notes (document 2, sections 4 "Notes", 5 "Notes", 6 and 7).
// The server enforces what the panel shows: a note needs text, only its creator edits or deletes
// it, and a locked note (e-mailed, or written before today) is not changed.
import { message } from '../../../src/generated/catalog';
import type { Mailer } from '../../adapters/mail/Mailer';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { callerIn } from '../../security/roleFacts';
import type { UserProfile } from '../../session/UserProfile';
import { patientInScope } from '../patients/patientInScope';
import { isKnownTimeZone } from './noteLock';
import { noteInScope, notesOfPatient, noteWriterName, reloadNote, toPatientNote, type NoteRow } from './patientNoteRecords';
import { sendNoteMail } from './sendNoteMail';

/** The body fields the create and update calls share. */
interface NoteFields {
  note: string;
  type: 'PPN' | 'CSN';
  email_sent_to?: string | null;
}

/**
 * The refusals of a note's text and address, all at once ([note-required], [note-csn-email]): a
 * blank note is 'Note is required.' (the schema answers a missing one the same way), and only a
 * CSN note takes an address.
 */
function checkNoteFields(body: NoteFields, timeZone?: string): void {
  const problems: Record<string, string[]> = {};
  const codes = new Set<string>();
  if (body.note.trim() === '') {
    problems.note = [message('noteRequired')];
    codes.add('000F0001');
  }
  if (body.type !== 'CSN' && body.email_sent_to) {
    problems.email_sent_to = [message('noteEmailOnlyCsn')];
    codes.add('000F0002');
  }
  if (timeZone !== undefined && !isKnownTimeZone(timeZone)) {
    problems.time_zone = [message('notValidValue')];
    codes.add('000F0002');
  }
  if (Object.keys(problems).length > 0) throw ApiError.validation([...codes], problems);
}

/** Refuses a change of a note the caller did not write ([note-creator-only]) or that is locked ([note-locked]). */
function checkChangeable(profile: UserProfile, row: NoteRow, now: Date): void {
  if (row.created_by !== profile.user.id) throw ApiError.forbidden(message('noteCreatorOnly'));
  if (toPatientNote(row, profile, now).locked) throw new ApiError(409, { message: message('noteLocked') });
}

/** Whether `sessionId` is one of the patient's sessions (a note names only its own patient's). */
async function isSessionOf(db: Queryable, sessionId: number, patientId: number): Promise<boolean> {
  const rows = await db.query('select 1 from exercise_sessions where id = $1 and patient_id = $2', [sessionId, patientId]);
  return rows.length > 0;
}

/** The patient's identifier, for the subject of a note's e-mail. */
async function patientIdentifier(db: Queryable, patientId: number): Promise<string> {
  const [row] = await db.query<{ identifier: string | null }>('select identifier from patients where id = $1', [patientId]);
  return row?.identifier ?? String(patientId);
}

/**
 * createPatientNote, updatePatientNote, deletePatientNote, listPatientNotes and getPatientNoteAlt.
 *
 * @example
 * const handlers = createPatientNoteHandlers(db, mailer, clock);
 */
export function createPatientNoteHandlers(db: Database, mailer: Mailer, clock: Clock): OperationHandlers {
  // The mail leaves after the note's transaction commits: the outbox mailer writes through the
  // same database, which on PGlite has one connection that the open transaction holds.
  const mailIfAsked = async (noteId: number, patientId: number, body: NoteFields) => {
    if (body.type !== 'CSN' || !body.email_sent_to) return;
    await sendNoteMail(db, mailer, clock.now(), {
      noteId,
      to: body.email_sent_to,
      note: body.note,
      patientIdentifier: await patientIdentifier(db, patientId),
      // Only its author changes a note, so the mail is signed by the note's author.
      writer: noteWriterName(await reloadNote(db, noteId)),
    });
  };

  return {
    // [note-create-call] POST patient_note {patient_id, note, email_sent_to, session_id, type}
    async createPatientNote(call) {
      const profile = call.profile;
      const body = call.body;
      checkNoteFields(body, body.time_zone);
      const patient = await patientInScope(call.scoped.patients, body.patient_id);
      if (body.session_id != null && !(await isSessionOf(db, body.session_id, patient.id))) {
        throw ApiError.validation(['000F0002'], { session_id: [message('notValidValue')] });
      }
      const [inserted] = await db.query<{ id: number }>(
        `insert into patient_notes (patient_id, session_id, type, note, time_zone, created_by, created_by_pma, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
        [patient.id, body.session_id ?? null, body.type, body.note, body.time_zone ?? 'UTC', profile.user.id, callerIn(profile, 'noteAssistants'), clock.now()],
      );
      if (!inserted) throw new Error('the note was not stored');
      await mailIfAsked(inserted.id, patient.id, body);
      return toPatientNote(await reloadNote(db, inserted.id), profile, clock.now());
    },

    // [note-create-call] PUT patient_note/{id} {patient_id, note, email_sent_to, id, type}
    async updatePatientNote(call) {
      const profile = call.profile;
      const body = call.body;
      const id = call.params.id;
      checkNoteFields(body);
      const row = await db.transaction(async (tx) => {
        const row = await noteInScope(tx, call.scoped.patients, id, true);
        const now = clock.now();
        checkChangeable(profile, row, now);
        if (body.patient_id !== row.patient_id || (body.id !== undefined && body.id !== id)) {
          throw ApiError.validation(['000F0002'], body.patient_id !== row.patient_id ? { patient_id: [message('notValidValue')] } : { id: [message('notValidValue')] });
        }
        // Editing a cosigned note clears its cosign: the specialist signed other words.
        await tx.query(
          `update patient_notes set note = $2, type = $3, updated_by = $4, updated_at = $5,
             cosigned_by_user_id = case when note = $2 then cosigned_by_user_id end,
             cosigned_credentials = case when note = $2 then cosigned_credentials end,
             cosigned_at = case when note = $2 then cosigned_at end
           where id = $1`,
          [id, body.note, body.type, profile.user.id, now],
        );
        return row;
      });
      await mailIfAsked(id, row.patient_id, body);
      return toPatientNote(await reloadNote(db, id), profile, clock.now());
    },

    async deletePatientNote(call) {
      const profile = call.profile;
      const id = call.params.id;
      return db.transaction(async (tx) => {
        const row = await noteInScope(tx, call.scoped.patients, id, true);
        checkChangeable(profile, row, clock.now());
        await tx.query('delete from patient_notes where id = $1', [id]);
        return { id, patient_id: row.patient_id };
      });
    },

    async listPatientNotes(call) {
      const profile = call.profile;
      const patient = await patientInScope(call.scoped.patients, call.params.id);
      const now = clock.now();
      return (await notesOfPatient(db, patient.id)).map((row) => toPatientNote(row, profile, now));
    },

    async getPatientNoteAlt(call) {
      const profile = call.profile;
      return toPatientNote(await noteInScope(db, call.scoped.patients, call.params.id), profile, clock.now());
    },
  };
}
