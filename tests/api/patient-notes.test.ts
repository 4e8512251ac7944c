// Patient notes and their cosign over HTTP (document 2, sections 3, 4 "Notes", 5 "Notes", 6 and 7):
// the server's own rules — text required, the lock by e-mail and by the creator's calendar day,
// creator-only changes, the cosign rule, the e-mail through the outbox — and the patient data
// scope of every call that names a note or a patient.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';
import { signIn } from './harness/signIn';

type Note = components['schemas']['PatientNote'];
interface Answer<T> {
  data: T;
  message?: string;
  validation_errors?: Record<string, string[]>;
}

// Each user signs in once per clock time (Argon2 is slow on purpose).
vi.setConfig({ testTimeout: 90_000 });

let api: ApiServer;

/** Tokens by user and clock time: moving the clock past a token's 15 minutes needs a new one. */
const tokens = new Map<string, Promise<string>>();
const token = (username: string): Promise<string> => {
  const key = `${username}@${api.clock.now().toISOString()}`;
  let found = tokens.get(key);
  if (!found) {
    found = signIn(api, username);
    tokens.set(key, found);
  }
  return found;
};
const as = async <T = Note>(username: string, operationId: OperationId, body?: unknown, path?: Record<string, number>) =>
  api.call<Answer<T>>(operationId, body, await token(username), path);

const userId = async (username: string): Promise<number> =>
  (await api.db.query<{ id: number }>('select id from users where username = $1', [username]))[0]?.id ?? 0;

/** A live patient of `username`'s practice, or of another practice with `other`. */
async function patientOf(username: string, other = false): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select p.id from patients p
     where not p.archived and (p.practice_id = (select t.practice_id from practice_team_members t join users u on u.id = t.user_id
                                               where u.username = $1 limit 1)) = $2
     order by p.id limit 1`,
    [username, !other],
  );
  if (!row) throw new Error(`no patient ${other ? 'outside' : 'of'} ${username}'s practice`);
  return row.id;
}

/** A patient whose monitoring specialist is `specialist`. */
async function patientMonitoredBy(specialist: string): Promise<number> {
  const id = await patientOf('staff');
  await api.db.query('update patients set patient_monitoring_specialist_id = $2, rtm_patient_education = true where id = $1', [id, await userId(specialist)]);
  return id;
}

const write = (username: string, body: Record<string, unknown>) => as(username, 'createPatientNote', { type: 'PPN', ...body });

beforeAll(async () => {
  api = await startApiServer({ patients: 40 });
}, 120_000);
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.set(testStart);
});

describe('writing a note', () => {
  it('[note-required] refuses a missing or blank note with "Note is required."', async () => {
    const patient = await patientOf('staff');
    const missing = await as('staff', 'createPatientNote', { patient_id: patient, type: 'PPN' });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors?.note).toEqual(['Note is required.']);
    const blank = await write('staff', { patient_id: patient, note: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.validation_errors?.note).toEqual(['Note is required.']);
  });

  it('[note-types] [note-create-call] stores PPN and CSN notes with who wrote them and when, and refuses other types', async () => {
    const patient = await patientOf('staff');
    const ppn = await write('staff', { patient_id: patient, note: 'Knee swelling down.', session_id: null, email_sent_to: null });
    expect(ppn.status).toBe(200);
    expect(ppn.body.data).toMatchObject({
      note: 'Knee swelling down.',
      type: 'PPN',
      patient_id: patient,
      created_by_username: 'staff',
      created_by_name: 'Tomás Herrera',
      created_by_pma: false,
      created_at: Math.floor(testStart.getTime() / 1000),
      email_sent_to: null,
      locked: false,
      editable: true,
    });
    const csn = await write('staff', { patient_id: patient, note: 'Called about the tablet.', type: 'CSN' });
    expect(csn.body.data.type).toBe('CSN');
    expect((await write('staff', { patient_id: patient, note: 'x', type: 'XYZ' })).status).toBe(422);

    const updated = await as('staff', 'updatePatientNote', { id: ppn.body.data.id, patient_id: patient, note: 'Swelling gone.', type: 'PPN', email_sent_to: null }, { id: ppn.body.data.id });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ note: 'Swelling gone.', updated_by_username: 'staff' });
    const list = await as<Note[]>('staff', 'listPatientNotes', undefined, { id: patient });
    expect(list.body.data.map((note) => note.note)).toEqual(expect.arrayContaining(['Swelling gone.', 'Called about the tablet.']));
  });

  it('[note-csn-email] e-mails a CSN note through the outbox, records where, when and how it went, and locks it', async () => {
    const patient = await patientOf('staff');
    const sent = await write('staff', { patient_id: patient, note: 'Replacement tablet shipped.', type: 'CSN', email_sent_to: 'case@clinic.example' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      email_sent_to: 'case@clinic.example',
      email_sent_at: Math.floor(testStart.getTime() / 1000),
      email_status: 'sent',
      locked: true,
      editable: false,
    });
    const mail = await api.lastMailTo('case@clinic.example');
    expect(mail?.body).toContain('Replacement tablet shipped.');
    // The mail is signed with the writer's name, not their username.
    expect(mail?.body).toContain('Written by Tomás Herrera.');
    // A PPN note is not e-mailed.
    const ppn = await write('staff', { patient_id: patient, note: 'Profile note', email_sent_to: 'case@clinic.example' });
    expect(ppn.status).toBe(422);
    expect(ppn.body.validation_errors?.email_sent_to).toEqual(['Only a Customer Service Note can be e-mailed.']);
  });
});

describe('the lock and the creator', () => {
  it('[note-locked] an e-mailed note can be neither changed nor deleted', async () => {
    const patient = await patientOf('staff');
    const sent = await write('staff', { patient_id: patient, note: 'Sent', type: 'CSN', email_sent_to: 'lock@clinic.example' });
    const id = sent.body.data.id;
    const change = await as('staff', 'updatePatientNote', { patient_id: patient, note: 'Changed', type: 'CSN' }, { id });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('This note is locked: it was e-mailed or written before today.');
    expect((await as('staff', 'deletePatientNote', undefined, { id })).status).toBe(409);
  });

  it("[note-locked] locks a note at midnight of its creator's time zone, not at midnight UTC", async () => {
    // 10:00 UTC on 2 March is 04:00 in Chicago.
    const patient = await patientOf('staff');
    const written = await write('staff', { patient_id: patient, note: 'Evening check', time_zone: 'America/Chicago' });
    const id = written.body.data.id;
    // 23:30 in Chicago, already 3 March in UTC: the creator's day is not over.
    api.clock.set(new Date('2026-03-03T05:30:00Z'));
    const sameDay = await as('staff', 'updatePatientNote', { patient_id: patient, note: 'Evening check, pain 3', type: 'PPN' }, { id });
    expect(sameDay.status).toBe(200);
    expect(sameDay.body.data.locked).toBe(false);
    // 00:30 on 3 March in Chicago: locked for good.
    api.clock.set(new Date('2026-03-03T06:30:00Z'));
    const nextDay = await as('staff', 'updatePatientNote', { patient_id: patient, note: 'Too late', type: 'PPN' }, { id });
    expect(nextDay.status).toBe(409);
    expect((await as('staff', 'deletePatientNote', undefined, { id })).status).toBe(409);
    const detail = await as('staff', 'getPatientNoteAlt', undefined, { id });
    expect(detail.body.data).toMatchObject({ note: 'Evening check, pain 3', locked: true, editable: false });
  });

  it('refuses a time zone the server does not know', async () => {
    const patient = await patientOf('staff');
    const answer = await write('staff', { patient_id: patient, note: 'x', time_zone: 'Mars/Olympus' });
    expect(answer.status).toBe(422);
    expect(answer.body.validation_errors?.time_zone).toEqual(['Not a valid value']);
  });

  it('[note-creator-only] lets only the creator change or delete a note', async () => {
    const patient = await patientOf('staff');
    const written = await write('staff', { patient_id: patient, note: 'Mine' });
    const id = written.body.data.id;
    const byOther = await as('csmanager', 'updatePatientNote', { patient_id: patient, note: 'Theirs', type: 'PPN' }, { id });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('Only the author of a note can change or delete it.');
    expect((await as('csmanager', 'deletePatientNote', undefined, { id })).status).toBe(403);
    const seenByOther = await as('csmanager', 'getPatientNoteAlt', undefined, { id });
    expect(seenByOther.body.data.editable).toBe(false);
    const deleted = await as<{ id: number; patient_id: number }>('staff', 'deletePatientNote', undefined, { id });
    expect(deleted.body.data).toEqual({ id, patient_id: patient });
    expect((await as('staff', 'getPatientNoteAlt', undefined, { id })).status).toBe(404);
  });
});

describe('the patient data scope', () => {
  it("refuses another practice's patient and notes by id in list, detail, update, delete and create", async () => {
    const foreign = await patientOf('staff', true);
    const note = await write('csmanager', { patient_id: foreign, note: 'Internal' });
    const id = note.body.data.id;
    expect((await as('staff', 'listPatientNotes', undefined, { id: foreign })).status).toBe(404);
    expect((await as('staff', 'getPatientNoteAlt', undefined, { id })).status).toBe(404);
    expect((await as('staff', 'updatePatientNote', { patient_id: foreign, note: 'x', type: 'PPN' }, { id })).status).toBe(404);
    expect((await as('staff', 'deletePatientNote', undefined, { id })).status).toBe(404);
    expect((await write('staff', { patient_id: foreign, note: 'x' })).status).toBe(404);
    expect((await as('staff', 'createNotesBySessionId', { notes: [{ patient_id: foreign, session_id: 1 }] })).status).toBe(404);
    expect((await as('staff', 'authUserIsPatientPms', { user_id: 1, patient_id: foreign })).status).toBe(404);
  });

  it('audits every read and write of a note as patient data', async () => {
    const patient = await patientOf('staff');
    await write('staff', { patient_id: patient, note: 'Audited' });
    await as('staff', 'listPatientNotes', undefined, { id: patient });
    const actions = await api.db.query<{ action: string }>(
      `select action from audit_log where patient_id = $1 and operation in ('createPatientNote', 'listPatientNotes')`,
      [patient],
    );
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['patient_note.create', 'patient_note.list']));
  });
});

describe('cosigning', () => {
  it('[note-cosign-who] [note-cosign-call] the assigned specialist cosigns an assistant\'s note: who, credentials and when', async () => {
    const patient = await patientMonitoredBy('pms');
    await api.db.query("update users set credentials = 'RN' where username = 'pms'");
    const byAssistant = await write('pma', { patient_id: patient, note: 'Patient reports less pain.' });
    expect(byAssistant.body.data.created_by_pma).toBe(true);
    expect(byAssistant.body.data.created_by_name).toBe('Emma Rossi');
    const id = byAssistant.body.data.id;

    const asSpecialist = await as('pms', 'getPatientNoteAlt', undefined, { id });
    expect(asSpecialist.body.data.cosignable).toBe(true);
    expect((await as('pma', 'getPatientNoteAlt', undefined, { id })).body.data.cosignable).toBe(false);

    api.clock.set(new Date('2026-03-02T11:00:00Z'));
    const cosigned = await as<{ success: boolean; data: Note }>('pms', 'cosignPatientNote', undefined, { id });
    expect(cosigned.status).toBe(200);
    expect(cosigned.body.data.success).toBe(true);
    expect(cosigned.body.data.data).toMatchObject({
      cosigned_by_user_id: await userId('pms'),
      cosigned_by_username: 'pms',
      cosigned_by_name: 'Zoe Kim, RN',
      cosigned_credentials: 'RN',
      cosigned_at: Math.floor(new Date('2026-03-02T11:00:00Z').getTime() / 1000),
      cosignable: false,
    });
    const again = await as('pms', 'cosignPatientNote', undefined, { id });
    expect(again.status).toBe(409);
  });

  it('[note-cosign-who] refuses a specialist not assigned to the patient, a note not written by an assistant, and other roles', async () => {
    const patient = await patientMonitoredBy('pms');
    const byAssistant = await write('pma', { patient_id: patient, note: 'Assistant note' });
    const other = await as('akhan', 'cosignPatientNote', undefined, { id: byAssistant.body.data.id });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Only the monitoring specialist assigned to the patient can cosign a note written by an assistant.');
    expect((await as('pmm', 'cosignPatientNote', undefined, { id: byAssistant.body.data.id })).status).toBe(403);
    const byStaff = await write('staff', { patient_id: patient, note: 'Staff note' });
    expect(byStaff.body.data.created_by_pma).toBe(false);
    expect((await as('pms', 'cosignPatientNote', undefined, { id: byStaff.body.data.id })).status).toBe(403);
  });

  it('[cosign-list-loaded] lists the patients with notes waiting for the specialist, only to that specialist', async () => {
    const patient = await patientMonitoredBy('pms');
    const waiting = await write('pma', { patient_id: patient, note: 'Needs a cosign' });
    const pmsId = await userId('pms');
    const list = await as<{ patients: { patient_id: number; uncosigned_notes: number }[] }>('pms', 'listUncosignedNotes', undefined, { id: pmsId });
    expect(list.status).toBe(200);
    const row = list.body.data.patients.find((entry) => entry.patient_id === patient);
    expect(row?.uncosigned_notes).toBeGreaterThanOrEqual(1);
    expect((await as('akhan', 'listUncosignedNotes', undefined, { id: pmsId })).status).toBe(403);
    expect((await as('pma', 'listUncosignedNotes', undefined, { id: pmsId })).status).toBe(403);

    await as('pms', 'cosignPatientNote', undefined, { id: waiting.body.data.id });
    const remaining = await api.db.query<{ count: number }>(
      'select count(*)::int as count from patient_notes where patient_id = $1 and created_by_pma and cosigned_at is null',
      [patient],
    );
    const after = await as<{ patients: { patient_id: number }[] }>('pms', 'listUncosignedNotes', undefined, { id: pmsId });
    expect(after.body.data.patients.some((entry) => entry.patient_id === patient)).toBe((remaining[0]?.count ?? 0) > 0);
  });

  it('answers whether a user is the patient\'s monitoring specialist', async () => {
    const patient = await patientMonitoredBy('pms');
    const yes = await as<{ is_patient_pms: boolean }>('staff', 'authUserIsPatientPms', { user_id: await userId('pms'), patient_id: patient });
    expect(yes.body.data.is_patient_pms).toBe(true);
    const no = await as<{ is_patient_pms: boolean }>('staff', 'authUserIsPatientPms', { user_id: await userId('pma'), patient_id: patient });
    expect(no.body.data.is_patient_pms).toBe(false);
  });

  it('answers for each session whether a note was written for it', async () => {
    const patient = await patientOf('staff');
    const [session] = await api.db.query<{ id: string }>('select id from exercise_sessions where patient_id = $1 order by id limit 1', [patient]);
    const sessionId = Number(session?.id ?? 0);
    const ask = () => as<{ notes: { patient_id: number; session_id: number; is_created: boolean }[] }>('staff', 'createNotesBySessionId', { notes: [{ patient_id: patient, session_id: sessionId }] });
    expect((await ask()).body.data.notes).toEqual([{ patient_id: patient, session_id: sessionId, is_created: false }]);
    await write('staff', { patient_id: patient, note: 'After the session', session_id: sessionId });
    expect((await ask()).body.data.notes[0]?.is_created).toBe(true);
    // A session of another patient is refused, not stored.
    const [foreign] = await api.db.query<{ id: string }>('select id from exercise_sessions where patient_id <> $1 order by id limit 1', [patient]);
    const refused = await write('staff', { patient_id: patient, note: 'Wrong session', session_id: Number(foreign?.id ?? 0) });
    expect(refused.status).toBe(422);
    expect(refused.body.validation_errors?.session_id).toEqual(['Not a valid value']);
  });
});
