// Acting as a practice's team member over the real HTTP server: who may, which member is chosen,
// that later calls of the same session are judged as that member (also after a token refresh),
// the message for a practice without members, and deselecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn, signInWithCode } from './harness/signIn';

interface ActingAnswer {
  data: {
    practice: { id: number; name: string; template_url: string | null } | null;
    practice_team_member: { id: number; first_name: string; last_name: string; practice_id: number } | null;
    permissions: string[];
  };
  message?: string;
}

let api: ApiServer;
let lakeviewId: number;

const practiceBody = {
  name: 'Acting Test Practice',
  practice_type_id: 3,
  address: { line_1: '1 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' },
  phone_number: { number: '5551234567' },
};

beforeAll(async () => {
  api = await startApiServer({ patients: 0 });
  const [row] = await api.db.query<{ id: number }>(`select id from practices where name = 'Lakeview Surgical Center'`);
  lakeviewId = row?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('spoofTeamMember (POST practice_team_member/spoof)', () => {
  it("[practice-spoof] a super user acts as the practice's administrator: judged in its practice, with their own permissions, until deselecting", async () => {
    const token = await signIn(api, 'customerservice');
    const team = (with_: string) => api.call<{ data: { practice_id: number }[] }>('skinnyLoadTeamMembers', {}, with_);
    // Without a practice of its own, Customer Service has no team to load...
    expect((await team(token)).status).toBe(422);
    const { status, body } = await api.call<ActingAnswer>('spoofTeamMember', { practice_id: lakeviewId }, token);
    expect(status).toBe(200);
    expect(body.data.practice).toMatchObject({ id: lakeviewId, name: 'Lakeview Surgical Center' });
    expect(body.data.practice_team_member).toMatchObject({ practice_id: lakeviewId, first_name: 'Daniel', last_name: 'Kowalski' });
    // ...while acting it loads the practice's, and still holds only its own permissions (none:
    // specs/access.yaml, ACTING_PERMISSIONS `own`), not the administrator's.
    expect(body.data.permissions).toEqual([]);
    expect((await team(token)).body.data.map((member) => member.practice_id)).toContain(lakeviewId);
    expect((await api.call('createPractice', practiceBody, token)).status).toBe(403);

    // A refreshed token keeps acting.
    const refreshed = await api.call<{ data: { access_token: string } }>('refreshToken', {}, token);
    const next = refreshed.body.data.access_token;
    expect((await team(next)).status).toBe(200);

    const own = await api.call<ActingAnswer>('spoofTeamMember', { practice_id: null }, next);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ practice: null, practice_team_member: null, permissions: [] });
    expect((await team(next)).status).toBe(422);
  });

  it('[practice-spoof] a practice with no team member answers Practice has no team member to spoof as', async () => {
    const token = await signInWithCode(api, 'superadmin');
    const [empty] = await api.db.query<{ id: number }>(
      `insert into practices (name, practice_type_id) values ('Empty Practice', 2) returning id`,
    );
    const { status, body } = await api.call<ActingAnswer>('spoofTeamMember', { practice_id: empty?.id }, token);
    expect(status).toBe(422);
    expect(body.message).toBe('Practice has no team member to spoof as');
    expect((await api.call('spoofTeamMember', { practice_id: 999_999 }, token)).status).toBe(404);
  });

  it('[practice-spoof] only super users may act as a member', async () => {
    const token = await signIn(api, 'surgeon');
    expect((await api.call('spoofTeamMember', { practice_id: lakeviewId }, token)).status).toBe(403);
    expect((await api.call('spoofTeamMember', { practice_id: lakeviewId })).status).toBe(401);
  });
});

describe('writeRemoteLog (POST remote_log)', () => {
  it('[remote-console-log] stores a batch of console entries with the user who sent them', async () => {
    const token = await signIn(api, 'staff');
    const at = Date.UTC(2026, 2, 2, 10, 0, 0);
    const entries = [
      { level: 'warn', message: 'Loading the lookup list studyGroups failed', at, page: '/patients' },
      { level: 'error', message: 'NPI search failed: cURL error 7', at: at + 1 },
    ];
    const { status, body } = await api.call<{ data: { stored: number } }>('writeRemoteLog', { entries }, token);
    expect(status).toBe(200);
    expect(body.data.stored).toBe(2);
    const rows = await api.db.query<{ level: string; message: string; username: string; page: string | null }>(
      `select e.level, e.message, u.username, e.page from remote_log_entries e join users u on u.id = e.user_id order by e.id`,
    );
    expect(rows).toEqual([
      { level: 'warn', message: 'Loading the lookup list studyGroups failed', username: 'staff', page: '/patients' },
      { level: 'error', message: 'NPI search failed: cURL error 7', username: 'staff', page: null },
    ]);
    expect((await api.call('writeRemoteLog', { entries: [{ level: 'shout', message: 'x', at }] }, token)).status).toBe(422);
  });
});
