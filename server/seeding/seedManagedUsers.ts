import { permissions, roleIdByName, type PermissionName, type RoleName } from '../../src/generated/access';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';

interface ManagedUser {
  username: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  /** RTM 1, RPM 2: monitoring specialists only. */
  monitorType?: 1 | 2;
  credentials?: string;
}

/**
 * More internal staff, so that User Management's list pages and shows every kind of user: several
 * monitoring specialists (with Monitor Type and credentials, as role 14 requires), assistants,
 * customer-service staff, a second super admin and a second Service Account.
 */
const managedUsers: readonly ManagedUser[] = [
  { username: 'akhan', role: 'monitoringSpecialist', firstName: 'Amir', lastName: 'Khan', monitorType: 1, credentials: 'RN' },
  { username: 'bmeyer', role: 'monitoringSpecialist', firstName: 'Bianca', lastName: 'Meyer', monitorType: 2, credentials: 'PT, DPT' },
  { username: 'cnovak', role: 'monitoringSpecialist', firstName: 'Chloe', lastName: 'Novak', monitorType: 1, credentials: 'LPN' },
  { username: 'dsato', role: 'monitoringSpecialist', firstName: 'Daichi', lastName: 'Sato', monitorType: 2, credentials: 'RN, BSN' },
  { username: 'eward', role: 'monitoringAssistant', firstName: 'Elena', lastName: 'Ward' },
  { username: 'fcosta', role: 'monitoringAssistant', firstName: 'Felipe', lastName: 'Costa' },
  { username: 'gobrien', role: 'csJunior', firstName: 'Grace', lastName: "O'Brien" },
  { username: 'hlee', role: 'csJunior', firstName: 'Hannah', lastName: 'Lee' },
  { username: 'imartin', role: 'csSenior', firstName: 'Isaac', lastName: 'Martin' },
  { username: 'jnowak', role: 'customerService', firstName: 'Julia', lastName: 'Nowak' },
  { username: 'kadams', role: 'fieldSpecialist', firstName: 'Kevin', lastName: 'Adams' },
  { username: 'lgarcia', role: 'sales', firstName: 'Lucia', lastName: 'Garcia' },
  { username: 'mwong', role: 'technology', firstName: 'Michael', lastName: 'Wong' },
  { username: 'nbrown', role: 'billing', firstName: 'Nora', lastName: 'Brown' },
  { username: 'opatel', role: 'reportAccess', firstName: 'Owen', lastName: 'Patel' },
  { username: 'pfischer', role: 'rtmConfigManager', firstName: 'Paula', lastName: 'Fischer' },
  { username: 'qadmin', role: 'superAdmin', firstName: 'Quinn', lastName: 'Harper' },
  { username: 'reporting-bot', role: 'serviceAccount', firstName: 'Reporting', lastName: 'Service' },
];

/** The permissions the demo Service Accounts hold in their own right. */
const serviceAccountPermissions: readonly PermissionName[] = ['viewAllPatient', 'viewPlan', 'viewStaff'];

/**
 * Adds the managed users above (same password hash as the other demo users) and gives the
 * Service Accounts their own permissions (user_permissions).
 *
 * @example
 * await seedManagedUsers(tx, clock, passwordHash);
 */
export async function seedManagedUsers(db: Queryable, clock: Clock, passwordHash: string): Promise<void> {
  for (const user of managedUsers) {
    await db.query(
      `insert into users (username, email, first_name, last_name, password_hash, role_id, password_changed_at,
                          user_monitor_type, credentials)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        user.username,
        `${user.username}@cadence.example`,
        user.firstName,
        user.lastName,
        passwordHash,
        roleIdByName[user.role],
        clock.now(),
        user.monitorType ?? null,
        user.credentials ?? null,
      ],
    );
  }
  await db.query(
    `insert into user_permissions (user_id, permission_id)
     select u.id, p from users u, unnest($2::int[]) as p where u.role_id = $1`,
    [roleIdByName.serviceAccount, serviceAccountPermissions.map((name) => permissions[name].id)],
  );
}

/**
 * Gives every patient without one a PortableConnect (serial 500000 + id) and every third an
 * AccuAngle, so that the asset search by serial finds them. Set-based, idempotent.
 *
 * @example
 * await seedPatientDevices(tx);
 */
export async function seedPatientDevices(db: Queryable): Promise<void> {
  await db.query(
    `insert into patient_devices (patient_id, device_type_id, serial_number)
     select p.id, 1, (500000 + p.id)::text from patients p
     where not exists (select 1 from patient_devices d where d.patient_id = p.id and d.device_type_id = 1)`,
  );
  await db.query(
    `insert into patient_devices (patient_id, device_type_id, serial_number)
     select p.id, 4, (700000 + p.id)::text from patients p
     where p.id % 3 = 0 and not exists (select 1 from patient_devices d where d.patient_id = p.id and d.device_type_id = 4)`,
  );
}
