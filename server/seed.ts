import { hashPassword } from './auth/passwordHashing';
import type { Clock } from './clock/Clock';
import type { Database } from './db/Database';
import { demoPassword } from './seeding/demoPeople';
import { seedDevices } from './seeding/seedDevices';
// firmware, app versions and user guides
import { seedFirmwareGuides } from './seeding/seedFirmwareGuides';
import { seedDeviceFleet } from './seeding/seedDeviceFleet';
import { seedPatientContacts } from './seeding/seedPatientContacts';
import { seedPatientDetails } from './seeding/seedPatientDetails';
import { seedManagedUsers, seedPatientDevices } from './seeding/seedManagedUsers';
import { seedSessionSamples } from './seeding/seedSessionSamples';
import { seedPatients } from './seeding/seedPatients';
import { seedPeople } from './seeding/seedPeople';
import { seedReferenceData } from './seeding/seedReferenceData';
// admin rows
import { seedAdminRows } from './seeding/seedAdminRows';
import { seedSelfPayAndLicences } from './seeding/seedSelfPayAndLicences';
// surveys
import { seedSurveys } from './seeding/seedSurveys';
// treatment plan templates
import { seedPlanTemplates } from './seeding/seedPlanTemplates';
// notes
import { seedPatientNotes } from './seeding/seedPatientNotes';
// RTM prompts: templates, versions, branching prompts and patient assignments
import { seedRtmPrompts } from './seeding/seedRtmPrompts';
// live monitoring: RTM template versions for the patients the simulator picks first
import { seedRtmAssignments } from './seeding/seedRtmAssignments';

/** Patients of the demo seed (at least 200, document 1's list has to page). */
export const demoPatientCount = 240;

export interface SeedOptions {
  clock: Clock;
  /** Patients to add (default 240). */
  patients?: number;
  /** Cap on days of sessions per patient; big benchmark seeds use a small one. */
  maxSessionsPerPatient?: number;
}

/**
 * Seeds the demo into a migrated database: reference data, practices, team members, one user
 * per role (password `Cadence#2026`, hashed once and reused), patients with procedures, plans
 * and sessions, and one upcoming maintenance window. On a database that already has users, only
 * adds patients. Returns whether the people were seeded (false: they existed already).
 *
 * @example
 * await migrate(db);
 * await seedDemo(db, { clock: systemClock });
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from users');
  const fresh = (existing?.count ?? 0) === 0;
  // Argon2 is slow on purpose; every demo user shares the password, so hash it once.
  const passwordHash = fresh ? await hashPassword(demoPassword) : '';
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (fresh) await seedPeople(tx, options.clock, passwordHash);
    // users and search: more internal staff for User Management
    if (fresh) await seedManagedUsers(tx, options.clock, passwordHash);
    await seedPatients(tx, options.clock, {
      count: options.patients ?? demoPatientCount,
      maxSessionsPerPatient: options.maxSessionsPerPatient,
    });
    // sessions: sensor samples of a few recent sessions, for the Sessions tab's charts
    await seedSessionSamples(tx);
    await seedDevices(tx);
    await seedPatientContacts(tx);
    // patient profile: lock and document links of the new patients
    await seedPatientDetails(tx);
    // users and search: devices the search by PortableConnect serial finds
    await seedPatientDevices(tx);
    // firmware, app versions and user guides: demo versions, device firmware, Ortho settings
    await seedFirmwareGuides(tx);
    // devices: tablets, names and MAC addresses, statuses and device sessions
    await seedDeviceFleet(tx);
    // admin rows: e-document links and the admin configuration
    await seedAdminRows(tx);
    // self-pay options and monitoring licences
    await seedSelfPayAndLicences(tx, options.clock);
    // surveys: KOOS and HOOS patients and their baseline surveys
    await seedSurveys(tx);
    // treatment plan templates of the surgeons and therapists
    await seedPlanTemplates(tx);
    // notes: pms monitors a few patients; an assistant's note waits for the cosign
    await seedPatientNotes(tx, options.clock);
    // RTM prompts: two templates with a branching flow each, the first patients assigned to them
    await seedRtmPrompts(tx);
    // live monitoring: the first patients get an RTM template version, if no other seed assigned any
    await seedRtmAssignments(tx);
  });
  return fresh;
}

/** Whether the database holds no users yet (a first start). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from users');
  return (row?.count ?? 0) === 0;
}
