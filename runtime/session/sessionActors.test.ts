// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { refreshFailure } from '../../machines/session/refreshFailure';
import type { SessionUser } from '../../machines/session/types';
import { operations } from '../../src/generated/operations';
import { createCadenceApi } from '../api/apiClient';
import { createSessionStore } from '../api/sessionStore';
import { sessionActors } from './sessionActors';

/** Requests the middleware stand-in received: method, path and JSON body. */
const received: { method: string; path: string; body: unknown }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  // A small HTTP server speaking the middleware's wire format for the calls under test.
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '').replace(/^\/api/, '');
      received.push({ method: request.method ?? '', path, body: text ? JSON.parse(text) : undefined });
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      const username = (text ? (JSON.parse(text) as { username?: string }) : {}).username;
      if (path === operations.login.path && username === 'flooded')
        reply(429, { message: 'Too many attempts. Please wait 15 minutes and try again.' });
      else if (path === operations.login.path)
        reply(200, { data: { two_factor_required: true, username: 'superadmin' } });
      else if (path === operations.queryPatientStatusTypes.path) reply(500, { message: 'Server Error' });
      // The database is out of reach (issue 25): 503 with the wait to try again after.
      else if (path === operations.refreshToken.path) reply(503, { message: 'Service Unavailable' }, { 'Retry-After': '2' });
      else reply(200, { data: [{ id: 1, name: 'row' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const staff: SessionUser = {
  id: 30,
  username: 'staff',
  role_id: 50,
  permissions: ['addPatient', 'viewPlan'],
};

function actors(user: SessionUser | undefined = staff, hasPractice = true) {
  const store = createSessionStore(window.sessionStorage);
  const api = createCadenceApi({ baseUrl, getToken: () => 'token-1' });
  const currentSubject = () => ({ signedIn: true, roleId: user?.role_id, permissions: user?.permissions ?? [], hasPractice });
  return {
    store,
    ...sessionActors({ api, store, currentUser: () => user, currentSubject }),
  };
}

function run(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  return toPromise(createActor(logic, { input }).start());
}

describe('sessionActors', () => {
  it('[login-call] sends the sign-in body the machine builds and answers the data', async () => {
    const body = {
      username: 'superadmin',
      password: 'Cadence#2026',
      bypass_okta_login: true,
    };
    await expect(run(actors().login, body)).resolves.toEqual({
      two_factor_required: true,
      username: 'superadmin',
    });
    expect(received).toEqual([{ method: 'POST', path: operations.login.path, body }]);
  });

  it("[login-call] a rate-limited sign-in (429) fails with the server's message, which the machine shows", async () => {
    const body = { username: 'flooded', password: 'Cadence#2026', bypass_okta_login: true };
    await expect(run(actors().login, body)).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
  });

  it('[two-factor-token-kept] keeps no two-factor token of its own (the server sets an HttpOnly cookie)', () => {
    expect(Object.keys(actors())).not.toContain('keepTwoFactorToken');
  });

  it("[post-login-init] loads the roles and gives a practice role the member's own permissions", async () => {
    await expect(run(actors().loadRoles, { token: 't', userId: 30, roleId: 50 })).resolves.toEqual({
      permissions: ['addPatient', 'viewPlan'],
    });
    expect(received.map((call) => call.path)).toEqual([operations.queryUserRoles.path]);
  });

  it('[post-login-init] gives a role with a built-in set that set', async () => {
    const result = (await run(actors().loadRoles, { token: 't', userId: 1, roleId: 1 })) as {
      permissions: string[];
    };
    expect(result.permissions).toContain('editPractice');
    expect(result.permissions).toContain('addTeamMember');
  });

  it('[post-login-init] loads every lookup list and keeps going when one fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lists = (await run(actors().loadLookups, { token: 't' })) as Record<string, unknown[]>;
    expect(warn).toHaveBeenCalledWith('Loading the lookup list patientStatuses failed', expect.anything());
    warn.mockRestore();
    expect(lists.surgeons).toEqual([{ id: 1, name: 'row' }]);
    expect(lists.patientStatuses).toEqual([]);
    expect(lists.installationMethods).toBeUndefined();
  });

  it('[post-login-init] asks only for the lists the user may have: no practice list for clinical staff, no team without a practice', async () => {
    await run(actors().loadLookups, { token: 't' });
    const asked = received.map((call) => call.path);
    expect(asked).not.toContain(operations.listPractices.path);
    expect(asked).not.toContain(operations.listPatientMonitoringSpecialists.path);
    expect(asked).toContain(operations.skinnyLoadTeamMembers.path);

    received.length = 0;
    const superAdmin: SessionUser = { id: 1, username: 'superadmin', role_id: 1, permissions: [] };
    await run(actors(superAdmin, false).loadLookups, { token: 't' });
    const askedBySuperUser = received.map((call) => call.path);
    expect(askedBySuperUser).toContain(operations.listPractices.path);
    expect(askedBySuperUser).not.toContain(operations.skinnyLoadTeamMembers.path);
  });

  it('[post-login-init] two lists of one operation (user roles, practice roles) are loaded with one call', async () => {
    const lists = (await run(actors().loadLookups, { token: 't' })) as Record<string, unknown[]>;
    expect(received.filter((call) => call.path === operations.queryUserRoles.path)).toHaveLength(1);
    expect(lists.userRoles).toEqual(lists.practiceRoles);
    expect(lists.userRoles).not.toEqual([]);
  });

  it('[api-bearer-token] restores the stored session for the token the machine found', async () => {
    const { store, restoreSession } = actors();
    store.write({ token: 'stored-1', user: staff, practice: { id: 3, name: 'Lakeside' } });
    await expect(run(restoreSession, { token: 'stored-1' })).resolves.toEqual({
      access_token: 'stored-1',
      user: staff,
      practice: { id: 3, name: 'Lakeside' },
    });
    await expect(run(restoreSession, { token: 'other' })).rejects.toThrow('The stored session is gone');
  });

  it('issue 25 finding 11 follow-up: a refresh answered 503 fails as the machine retries it, with the Retry-After wait', async () => {
    const failure = await run(actors().refreshToken, { token: 'token-1' }).catch((error: unknown) => error);
    expect(refreshFailure(failure)).toEqual({ kind: 'unavailable', retryAfterMs: 2000 });
  });

  it('issue 25 finding 11 follow-up: a restored session keeps its name among the windows and the seconds its token has left', async () => {
    const store = createSessionStore(window.sessionStorage);
    const api = createCadenceApi({ baseUrl, getToken: () => 'stored-1' });
    const now = () => 1_000_000;
    const { restoreSession } = sessionActors({ api, store, currentUser: () => staff, currentSubject: () => ({ signedIn: true }), now });
    store.write({ token: 'stored-1', user: staff, practice: null, sessionId: 'a1b2', expiresAt: 1_000_000 + 600_000 });
    await expect(run(restoreSession, { token: 'stored-1' })).resolves.toMatchObject({ sessionId: 'a1b2', expires_in: 600 });
    // A token past its expiry has no time left rather than a negative one.
    store.write({ token: 'stored-1', user: staff, practice: null, sessionId: 'a1b2', expiresAt: 1_000_000 - 5000 });
    await expect(run(restoreSession, { token: 'stored-1' })).resolves.toMatchObject({ expires_in: 0 });
  });
});
