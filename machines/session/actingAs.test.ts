// Acting as a practice's team member in the session machine ([practice-spoof]): the runtime
// reports the middleware's answer with ACT_AS and STOP_ACTING; the machine switches the acting
// practice and permissions, keeps them through the role load and a restore, and forgets them on
// sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResult, ok, startSession, type SessionRun } from './sessionTestHarness';
import type { ActingContext } from './types';

const superUser = loginResult({ practice: null, user: { id: 2, username: 'customerservice', role_id: 2, permissions: [] } });
const acting: ActingContext = {
  practice: { id: 4, name: 'Lakeview Surgical Center', template_url: 'https://templates.example/lakeview', practice_type_id: 3 },
  practice_team_member: { id: 9, first_name: 'Daniel', last_name: 'Kowalski', npi: '1744556677', practice_id: 4, role_type: 30 },
  permissions: ['addPatient', 'editPractice'],
};
const own: ActingContext = { practice: null, practice_team_member: null, permissions: [] };

let run: SessionRun | undefined;

async function signedIn(): Promise<SessionRun> {
  run = startSession({
    scripts: { login: [ok(superUser)], loadRoles: [ok({ permissions: [] })], loadLookups: [ok({})] },
  });
  run.send({ type: 'LOGIN', username: 'customerservice', password: 'Cadence#2026' });
  await run.settle();
  await run.advance(500);
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  run?.actor.stop();
  run = undefined;
  vi.useRealTimers();
});

describe('acting as a practice member', () => {
  it('[practice-spoof] ACT_AS switches practice, member and permissions; STOP_ACTING returns to the own view', async () => {
    const session = await signedIn();
    expect(session.hasTag('signedIn')).toBe(true);
    session.send({ type: 'ACT_AS', acting });
    expect(session.context().practice).toEqual(acting.practice);
    expect(session.context().acting?.member).toEqual(acting.practice_team_member);
    expect(session.context().permissions).toEqual(['addPatient', 'editPractice']);
    session.send({ type: 'STOP_ACTING', own });
    expect(session.context().practice).toBeUndefined();
    expect(session.context().acting).toBeUndefined();
    expect(session.context().permissions).toEqual([]);
  });

  it('[practice-spoof] a restored acting session keeps the member and its permissions through the role load', async () => {
    run = startSession({
      input: { storedToken: 'token-9' },
      scripts: {
        restoreSession: [ok({ access_token: 'token-9', user: superUser.user, practice: acting.practice, acting })],
        loadRoles: [ok({ permissions: [] })],
        loadLookups: [ok({})],
      },
    });
    await run.advance(700);
    await run.advance(500);
    expect(run.hasTag('signedIn')).toBe(true);
    expect(run.context().acting?.member.id).toBe(9);
    expect(run.context().permissions).toEqual(['addPatient', 'editPractice']);
  });

  it('[practice-spoof] signing out forgets the acting member', async () => {
    const session = await signedIn();
    session.backend.script('logout', ok({}));
    session.send({ type: 'ACT_AS', acting });
    session.send({ type: 'LOGOUT' });
    await session.settle();
    expect(session.context().acting).toBeUndefined();
    expect(session.context().practice).toBeUndefined();
  });
});

describe('own permissions', () => {
  it('[own-grant-updates-map] SET_OWN_PERMISSIONS replaces the effective permission map of the user', async () => {
    const session = await signedIn();
    session.send({ type: 'SET_OWN_PERMISSIONS', permissions: ['addPatient', 'viewPlan'] });
    expect(session.context().permissions).toEqual(['addPatient', 'viewPlan']);
    expect(session.context().user?.permissions).toEqual(['addPatient', 'viewPlan']);
    // While acting, the member's permissions stay in force.
    session.send({ type: 'ACT_AS', acting });
    session.send({ type: 'SET_OWN_PERMISSIONS', permissions: [] });
    expect(session.context().permissions).toEqual(['addPatient', 'editPractice']);
  });
});
