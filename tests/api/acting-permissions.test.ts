// Acting as a practice's member (practice_team_member/spoof) over the real HTTP server, for every
// internal role that may act (the super users of document 1, section 6): while acting as the
// practice administrator each holds exactly its own permissions (its built-in set; Customer
// Service, which has none, nothing), so every operation whose rule turns on a permission answers
// 403 exactly when the spec text refuses the role its own set (harness/expectedAccess.ts, written
// by hand); acting lends the practice (its team loads) and never the administrator's person (no
// "editing oneself" of the member acted as). The second reading of specs/access.yaml
// (ACTING_PERMISSIONS=member) is held on a server of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/generated/operations';
import { demoUsers } from '../../server/seeding/demoPeople';
import { allowedBy, expectedAccess, expectedPermissionSets, superUserRoles, type Who } from './harness/expectedAccess';
import { signInWithCode } from './harness/signIn';
import { startApiServer, type ApiServer } from './harness/startApiServer';

interface ActingAnswer {
  data: {
    practice: { id: number; name: string } | null;
    practice_team_member: { id: number; first_name: string; last_name: string } | null;
    permissions: string[];
  };
}

let api: ApiServer;
let lakeview: { id: number; addressId: number; phoneId: number };
/** The practice administrator of Lakeview (every permission), whom a spoof picks. */
let administratorId: number;
/** A clinician of Lakeview, whose permissions a grant would change. */
let clinicianId: number;
/** Each acting role's session, acting as Lakeview's administrator. */
const actingTokens = new Map<string, string>();
/** What practice_team_member/spoof answered each acting role. */
const actingAnswers = new Map<string, ActingAnswer>();

const usernameOf = (role: string): string => {
  const user = demoUsers.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`the demo has no user of role ${role}`);
  return user.username;
};

/** The permissions a role holds on its own (document 1, section 6; Customer Service: none). */
const ownPermissions = (role: string): readonly string[] => expectedPermissionSets[role] ?? [];

/** Whether the spec text's rule of an operation turns on a permission (what acting could change). */
function turnsOnPermission(who: Who): boolean {
  if ('anyOf' in who) return who.anyOf.some(turnsOnPermission);
  return 'permission' in who || 'anyPermission' in who;
}

const permissionOperations = (Object.keys(operations) as OperationId[]).filter((operationId) => turnsOnPermission(expectedAccess[operationId].who));

async function actAs(server: ApiServer, role: string, practiceId: number): Promise<{ token: string; answer: ActingAnswer }> {
  const token = await signInWithCode(server, usernameOf(role));
  const { status, body } = await server.call<ActingAnswer>('spoofTeamMember', { practice_id: practiceId }, token);
  expect(status, role).toBe(200);
  return { token, answer: body };
}

async function lakeviewOf(server: ApiServer) {
  const [practice] = await server.db.query<{ id: number; address_id: number; phone_id: number }>(
    `select p.id, (select id from practice_addresses where practice_id = p.id order by id limit 1) as address_id,
            (select id from practice_phone_numbers where practice_id = p.id order by id limit 1) as phone_id
     from practices p where p.name = 'Lakeview Surgical Center'`,
  );
  if (!practice) throw new Error('the demo has no Lakeview Surgical Center');
  return { id: practice.id, addressId: practice.address_id, phoneId: practice.phone_id };
}

beforeAll(async () => {
  api = await startApiServer({ patients: 10 });
  lakeview = await lakeviewOf(api);
  const members = await api.db.query<{ id: number; last_name: string }>(
    `select id, last_name from practice_team_members where practice_id = $1 and not archived`,
    [lakeview.id],
  );
  administratorId = members.find((member) => member.last_name === 'Kowalski')?.id ?? 0;
  clinicianId = members.find((member) => member.last_name === 'Moreno')?.id ?? 0;
  for (const role of superUserRoles) {
    const { token, answer } = await actAs(api, role, lakeview.id);
    actingTokens.set(role, token);
    actingAnswers.set(role, answer);
  }
}, 180_000);
afterAll(async () => {
  await api.close();
});

describe('acting as a practice administrator: what each internal role may do', () => {
  it('covers every role that may act: the super users (and only they may act)', async () => {
    expect([...actingTokens.keys()].sort()).toEqual([...superUserRoles].sort());
    const sales = await signInWithCode(api, usernameOf('sales'));
    expect((await api.call('spoofTeamMember', { practice_id: lakeview.id }, sales)).status).toBe(403);
  });

  it.each(superUserRoles)(
    'issue 25 finding 7 [practice-spoof] [other-roles-team-permissions]: %s acting answers 403 exactly where its own permissions do not reach',
    async (role) => {
      // The acting context: the administrator's practice and record, the role's own permissions.
      const answer = actingAnswers.get(role);
      expect(answer?.data.practice?.id).toBe(lakeview.id);
      expect(answer?.data.practice_team_member?.id).toBe(administratorId);
      expect([...(answer?.data.permissions ?? [])].sort()).toEqual([...ownPermissions(role)].sort());
      const token = actingTokens.get(role);
      const outcomes: string[] = [];
      for (const operationId of permissionOperations) {
        // Bodies stay empty and path ids unfilled: an allowed call is refused by validation (422)
        // after authorization, so nothing changes and only the access rule decides 403.
        const body = operations[operationId].method === 'get' ? undefined : {};
        const { status } = await api.call(operationId, body, token);
        const allowed = allowedBy(expectedAccess[operationId].who, { role, permissions: ownPermissions(role), hasPractice: true });
        const refused = status === 401 || status === 403;
        if (refused === allowed) outcomes.push(`${operationId}: ${String(status)}, expected ${allowed ? 'allowed' : '403'} (${expectedAccess[operationId].source})`);
      }
      expect(outcomes).toEqual([]);
    },
    60_000,
  );

  it('issue 25 finding 7: Customer Service acting as the administrator may not edit the practice, add team members, edit permissions or add plans', async () => {
    const token = actingTokens.get('customerService');
    const before = await api.db.query('select name, practice_type_id from practices where id = $1', [lakeview.id]);
    const edited = await api.call(
      'updatePractice',
      {
        name: 'Taken Over Clinic',
        practice_type_id: 3,
        address: { id: lakeview.addressId, line_1: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' },
        phone_number: { id: lakeview.phoneId, number: '5551234567' },
      },
      token,
      { id: lakeview.id },
    );
    expect(edited.status).toBe(403);
    expect(await api.db.query('select name, practice_type_id from practices where id = $1', [lakeview.id])).toEqual(before);

    const password = 'Valid#Pass2026';
    const added = await api.call(
      'createTeamMember',
      {
        user: { username: 'actingintruder', user_role_id: 50, password, confirmPassword: password },
        first_name: 'Acting',
        last_name: 'Intruder',
        email: 'acting.intruder@cadence.example',
        phone_number: { office_phone: '3125550100' },
      },
      token,
    );
    expect(added.status).toBe(403);
    expect(await api.db.query(`select id from users where username = 'actingintruder'`)).toEqual([]);

    const grantsBefore = await api.db.query('select permission_id from team_member_permissions where team_member_id = $1 order by 1', [clinicianId]);
    const granted = await api.call('grantTeamMemberPermissions', { practice_team_member_id: clinicianId, permission_id: 13 }, token);
    expect(granted.status).toBe(403);
    expect(await api.db.query('select permission_id from team_member_permissions where team_member_id = $1 order by 1', [clinicianId])).toEqual(grantsBefore);

    const templates = await api.db.query('select count(*)::int as count from treatment_plan_templates');
    const template = await api.call('createTreatmentPlanTemplate', { name: 'Acting template', protocols: [] }, token);
    expect(template.status).toBe(403);
    expect(await api.db.query('select count(*)::int as count from treatment_plan_templates')).toEqual(templates);
    expect((await api.call('createPractice', { name: 'Acting Practice', practice_type_id: 3 }, token)).status).toBe(403);
  });

  it('issue 25 finding 7 [team-edit-self]: no role edits the administrator it acts as through "editing oneself"; the Team Member rights still apply', async () => {
    const [before] = await api.db.query<{ first_name: string; email: string }>('select first_name, email from practice_team_members where id = $1', [administratorId]);
    for (const role of superUserRoles) {
      const { status } = await api.call('updateTeamMember', { first_name: 'Mallory', email: 'mallory@example.com' }, actingTokens.get(role), { id: administratorId });
      const mayEditMembers = ownPermissions(role).includes('editTeamMember');
      // The e-mail is a sign-in field: only the super admin and the CS manager change it (finding
      // 1); another role with Edit Team Member is refused it under the field.
      const mayChangeEmail = role === 'superAdmin' || role === 'csManager';
      expect(status, role).toBe(!mayEditMembers ? 403 : mayChangeEmail ? 200 : 422);
      if (status === 200) {
        // Put the administrator back for the next role.
        await api.db.query('update practice_team_members set first_name = $2, email = $3 where id = $1', [administratorId, before?.first_name, before?.email]);
        await api.db.query('update users set first_name = $2, email = $3 where id = (select user_id from practice_team_members where id = $1)', [administratorId, before?.first_name, before?.email]);
      }
    }
    expect(await api.db.query('select first_name, email from practice_team_members where id = $1', [administratorId])).toEqual([before]);
  });

  it('[practice-spoof] acting lends the practice: every acting role loads its team; deselecting returns the role to no practice', async () => {
    for (const role of superUserRoles) {
      const team = await api.call<{ data: { practice_id: number }[] }>('skinnyLoadTeamMembers', {}, actingTokens.get(role));
      expect(team.status, role).toBe(200);
      expect(new Set(team.body.data.map((member) => member.practice_id)), role).toEqual(new Set([lakeview.id]));
    }
    const token = await signInWithCode(api, usernameOf('customerService'));
    await api.call('spoofTeamMember', { practice_id: lakeview.id }, token);
    expect((await api.call('spoofTeamMember', { practice_id: null }, token)).status).toBe(200);
    expect((await api.call('skinnyLoadTeamMembers', {}, token)).status).toBe(422);
  });
});

describe('ACTING_PERMISSIONS=member (the other reading of specs/access.yaml)', () => {
  let memberReading: ApiServer;
  beforeAll(async () => {
    memberReading = await startApiServer({ patients: 0, config: { actingPermissions: 'member' } });
  }, 120_000);
  afterAll(async () => {
    await memberReading.close();
  });

  it('[other-roles-team-permissions] Customer Service takes the acting member\'s list; a role with a built-in set keeps it', async () => {
    const practice = await lakeviewOf(memberReading);
    const customerService = await actAs(memberReading, 'customerService', practice.id);
    expect(customerService.answer.data.permissions).toContain('editPractice');
    expect((await memberReading.call('createPractice', { name: 'Acting Practice', practice_type_id: 3 }, customerService.token)).status).not.toBe(403);
    const junior = await actAs(memberReading, 'csJunior', practice.id);
    expect([...junior.answer.data.permissions].sort()).toEqual([...ownPermissions('csJunior')].sort());
    expect((await memberReading.call('createPractice', { name: 'Acting Practice', practice_type_id: 3 }, junior.token)).status).toBe(403);
  });
});
