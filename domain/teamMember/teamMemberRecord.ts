// The team member as the wizard reads it (the answer of getTeamMember and createTeamMember) and
// the data of each wizard step. The fields are the generated types of specs/api (types only: the
// machine stays pure), so a change of the description that the wizard does not follow breaks it
// at compile time.
import type { components } from '../../src/generated/api';
import type { OperationData } from '../../src/generated/operationTypes';

type Schemas = components['schemas'];
type MemberDetail = OperationData<'getTeamMember'>;

/** A permission grant of a member: the permission's id and the grant's own (revoke with it). */
export type MemberGrant = Pick<Schemas['TeamPermissionGrant'], 'id' | 'practice_team_member_permission_id'> & Partial<Pick<Schemas['TeamPermissionGrant'], 'key'>>;

/** A notification subscription of a member: the type's id and the subscription's own. */
export type MemberSubscription = Pick<Schemas['TeamNotificationSubscription'], 'id' | 'practice_team_member_notification_id'>;

/**
 * The fields of a team member the wizard reads: every field of getTeamMember's answer, only `id`
 * sure to be there (a create answers fewer fields than a read).
 */
export type TeamMemberRecord = Pick<MemberDetail, 'id'> &
  Partial<Omit<MemberDetail, 'id' | 'practice' | 'user' | 'phone_number' | 'permissions' | 'notifications'>> & {
    practice?: Pick<MemberDetail['practice'], 'id'> & Partial<MemberDetail['practice']>;
    user?: Partial<MemberDetail['user']>;
    phone_number?: Partial<MemberDetail['phone_number']>;
    permissions?: MemberGrant[];
    notifications?: MemberSubscription[];
  };

/** The default staff permissions that adding a member grants: ids 2 to 12 and 14 to 16. */
export const defaultStaffPermissionIds: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16];

/** The Administrator permission's id. */
export const administratorPermissionId = 1;

const dropNulls = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined));

/** The Team Member step's data of a record (the form of an existing member). */
export function memberStepData(record: TeamMemberRecord): Record<string, unknown> {
  return dropNulls({
    user: dropNulls({ username: record.user?.username, user_role_id: record.user?.user_role_id }),
    prefix: record.prefix,
    first_name: record.first_name,
    last_name: record.last_name,
    email: record.email,
    npi: record.npi,
    phone_number: dropNulls({ office_phone: record.phone_number?.office_phone, mobile_phone: record.phone_number?.mobile_phone }),
    dme_id: record.dme_id,
    surgeon_id: record.surgeon_id,
    physical_therapist_id: record.physical_therapist_id,
    hospital_location: record.hospital_location,
    practice_id: record.practice_id,
    profile_picture_url: record.profile_picture_url,
    id: record.id,
  });
}

/** The Permissions step's data: the granted permission ids and how many other administrators there are. */
export function permissionsStepData(record: TeamMemberRecord | null): Record<string, unknown> {
  const granted = (record?.permissions ?? []).map((grant) => grant.id);
  const administrators = record?.practice_administrators ?? 0;
  return {
    granted,
    otherAdministrators: Math.max(0, administrators - (granted.includes(administratorPermissionId) ? 1 : 0)),
  };
}

/** The Notifications step's data: the subscribed notification type ids. */
export function notificationsStepData(record: TeamMemberRecord | null, canAddAnother: boolean): Record<string, unknown> {
  return { subscribed: (record?.notifications ?? []).map((subscription) => subscription.id), memberId: record?.id ?? null, canAddAnother };
}

/** The body of an update: the member's fields without the account's username and password. */
export function memberUpdateBody(data: Record<string, unknown>): Record<string, unknown> {
  const { user, id: _id, profile_picture_url: _picture, practice_id: _practice, ...rest } = data;
  const role = (user as { user_role_id?: number } | undefined)?.user_role_id;
  return role === undefined ? rest : { ...rest, user: { user_role_id: role } };
}

/** The body of a create: the member step's fields plus the default staff permissions. */
export function memberCreateBody(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, profile_picture_url: _picture, ...rest } = data;
  return { ...rest, permissions: [...defaultStaffPermissionIds] };
}

/** One call of a step's save: `create` adds (a list of ids), `update` removes one entry by its id. */
export interface SaveCall {
  mode: 'create' | 'update';
  id?: number;
  body: Record<string, unknown>;
}

/**
 * The calls that bring a member's grants (or subscriptions) from `current` to `wanted`: one
 * `create` with every id to add, then one `update` (the DELETE of the step) per entry to remove.
 *
 * @example
 * saveCalls(7, [{ id: 4, entryId: 31 }], [4, 5], 'permission_ids'); // [{ mode: 'create', body: { practice_team_member_id: 7, permission_ids: [5] } }]
 */
export function saveCalls(memberId: number, current: readonly { id: number; entryId: number }[], wanted: readonly number[], field: string): SaveCall[] {
  const have = new Set(current.map((entry) => entry.id));
  const adds = wanted.filter((id) => !have.has(id));
  const calls: SaveCall[] = [];
  if (adds.length > 0) calls.push({ mode: 'create', body: { practice_team_member_id: memberId, [field]: adds } });
  for (const entry of current) {
    if (!wanted.includes(entry.id)) calls.push({ mode: 'update', id: entry.entryId, body: {} });
  }
  return calls;
}
