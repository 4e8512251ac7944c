import { permissions, roleIdByName } from '../../src/generated/access';
import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import { demoPractices, demoTeamMembers, demoUsers } from './demoPeople';

/**
 * Writes the demo practices (one of each practice type and more, each with an address and an
 * office phone), their team members with permissions, and one user per role, all with the given
 * password hash. Seed users have not consented to the privacy policy yet, so the consent dialog
 * shows on their first sign-in.
 *
 * @example
 * await db.transaction((tx) => seedPeople(tx, clock, await hashPassword(demoPassword)));
 */
export async function seedPeople(db: Queryable, clock: Clock, passwordHash: string): Promise<void> {
  const now = clock.now();
  const practiceIds = new Map<string, number>();
  for (const practice of demoPractices) {
    const [row] = await db.query<{ id: number }>(
      `insert into practices (name, npi, practice_type_id, template_url) values ($1, $2, $3, $4) returning id`,
      [practice.name, practice.npi, practice.practiceTypeId, `https://templates.cadence.example/${practice.key}`],
    );
    if (!row) continue;
    practiceIds.set(practice.key, row.id);
    const { line1, city, state, zipCode } = practice.address;
    await db.query(
      'insert into practice_addresses (practice_id, line_1, city, state, zip_code) values ($1, $2, $3, $4, $5)',
      [row.id, line1, city, state, zipCode],
    );
    await db.query(`insert into practice_phone_numbers (practice_id, name, number) values ($1, 'Office Phone', $2)`, [
      row.id,
      practice.officePhone,
    ]);
  }
  const userIds = new Map<string, number>();
  for (const user of demoUsers) {
    const [row] = await db.query<{ id: number }>(
      `insert into users (username, email, first_name, last_name, password_hash, role_id, two_factor_enabled,
                          sso_enabled, password_changed_at, user_monitor_type, credentials)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        user.username,
        `${user.username}@cadence.example`,
        user.firstName,
        user.lastName,
        passwordHash,
        roleIdByName[user.role],
        user.twoFactor ?? false,
        user.sso ?? false,
        now,
        user.role === 'monitoringSpecialist' ? 1 : null,
        user.role === 'monitoringSpecialist' ? 'RN' : null,
      ],
    );
    if (row) userIds.set(user.username, row.id);
  }
  const memberIds = new Map<string, number>();
  const notificationTypes = new Map(
    (await db.query<{ id: number; name: string }>('select id, name from notification_types')).map((row) => [row.name, row.id]),
  );
  for (const [index, member] of demoTeamMembers.entries()) {
    const practice = demoPractices.find((candidate) => candidate.key === member.practice);
    const specialist = member.worksFor ? memberIds.get(`${member.practice}:${member.worksFor}`) : undefined;
    const specialistIsSurgeon = demoTeamMembers.some((other) => other.lastName === member.worksFor && other.role === 'surgeon');
    const [row] = await db.query<{ id: number }>(
      `insert into practice_team_members (user_id, practice_id, role_id, prefix, first_name, last_name, npi, email,
                                          hospital_location, surgeon_id, physical_therapist_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        member.username ? (userIds.get(member.username) ?? null) : null,
        practiceIds.get(member.practice),
        roleIdByName[member.role],
        member.prefix ?? null,
        member.firstName,
        member.lastName,
        member.npi ?? null,
        `${member.firstName}.${member.lastName}@${member.practice}.example`.toLowerCase(),
        member.hospitalLocation ?? null,
        specialistIsSurgeon ? (specialist ?? null) : null,
        specialistIsSurgeon ? null : (specialist ?? null),
      ],
    );
    if (!row) continue;
    memberIds.set(`${member.practice}:${member.lastName}`, row.id);
    for (const permission of member.permissions) {
      await db.query('insert into team_member_permissions (team_member_id, permission_id) values ($1, $2)', [
        row.id,
        permissions[permission].id,
      ]);
    }
    // The practice's office number with a different last digit stands in for a direct line.
    const office = `${(practice?.officePhone ?? '3125550100').slice(0, 9)}${String(index % 10)}`;
    await db.query(`insert into practice_team_member_phone_numbers (team_member_id, name, number) values ($1, 'Office Phone', $2)`, [row.id, office]);
    if (member.mobilePhone) {
      await db.query(`insert into practice_team_member_phone_numbers (team_member_id, name, number) values ($1, 'Mobile Phone', $2)`, [
        row.id,
        member.mobilePhone,
      ]);
    }
    for (const name of member.notifications ?? []) {
      const typeId = notificationTypes.get(name);
      if (typeId === undefined) continue;
      await db.query('insert into practice_team_member_notifications (team_member_id, notification_type_id) values ($1, $2)', [row.id, typeId]);
    }
  }
  // One upcoming maintenance window, shown in the login response.
  const start = new Date(now.getTime() + 3 * 24 * 60 * 60_000);
  start.setUTCHours(2, 0, 0, 0);
  await db.query('insert into maintenance_windows (starts_at, duration_minutes, message) values ($1, $2, $3)', [
    start,
    60,
    `Scheduled maintenance on ${start.toUTCString().replace(':00 GMT', ' UTC')} for about 60 minutes.`,
  ]);
}
