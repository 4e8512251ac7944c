// Demo notes (document 2): the monitoring specialist `pms` (credentials RN) is assigned to a few
// patients, and on the first of them the assistant `pma` wrote a note yesterday that waits for the
// cosign (it shows on the Cosign Notes list and, being of yesterday, is locked) and a staff member
// wrote a profile note. Runs once: a database that already has notes is left alone.
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

/** How many demo patients `pms` monitors. */
const monitoredPatients = 5;

export async function seedPatientNotes(db: Queryable, clock: Clock): Promise<void> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from patient_notes');
  if ((existing?.count ?? 0) > 0) return;
  const users = await db.query<{ id: number; username: string }>(
    "select id, username from users where username in ('pms', 'pma', 'staff')",
  );
  const idOf = (username: string) => users.find((user) => user.username === username)?.id;
  const pms = idOf('pms');
  const pma = idOf('pma');
  const staff = idOf('staff');
  if (pms === undefined || pma === undefined || staff === undefined) return;
  await db.query("update users set credentials = coalesce(credentials, 'RN') where id = $1", [pms]);
  const patients = await db.query<{ id: number }>(
    `select id from patients where not archived and patient_monitoring_specialist_id is null order by id limit ${String(monitoredPatients)}`,
  );
  const first = patients[0];
  if (!first) return;
  // As 'Patient Educated' does (document 2, section 3): the specialist comes with RTM education.
  await db.query('update patients set patient_monitoring_specialist_id = $1, rtm_patient_education = true where id = any($2::int[])', [
    pms,
    patients.map((patient) => patient.id),
  ]);
  const yesterday = new Date(clock.now().getTime() - 86_400_000);
  await db.query(
    `insert into patient_notes (patient_id, type, note, created_by, created_by_pma, created_at, updated_at)
     values ($1, 'PPN', 'Called the patient: sessions going well, pain 3 of 10 after pedalling.', $2, true, $4, $4),
            ($1, 'PPN', 'Range of motion improving; reminded the patient to log pain after each session.', $3, false, $4, $4)`,
    [first.id, pma, staff, yesterday],
  );
}
