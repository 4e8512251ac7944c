// Every route of the generated route table, visited as every demo role without touching anything:
// a page the role may open settles with no console error and no failed request, and a page it may
// not open shows the portal's own "not allowed" view (issue 10, item 8: "requests that fail on
// every page with no user action"). One browser context per role; routes visited in sequence by
// client-side navigation, each waited on until its requests have finished.
import { describe, expect, it } from 'vitest';
import type { Page, Request, Response } from 'playwright-core';
import { demoUsers } from '../../scripts/demoUsers.mjs';
import { effectivePermissions, isAllowed, roleIdByName, type AccessSubject, type RoleName } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';
import { routeTable } from '../../src/generated/screens';
import { setUpPortal } from './harness/scenario';

const portal = setUpPortal();

/** What the portal keeps of its session in Web Storage (runtime/api/sessionStore.ts). */
interface StoredSession {
  token: string;
  user: { id: number; role_id: number; permissions?: string[]; practice_team_member?: { id: number } | null };
  practice?: { id: number } | null;
}

async function storedSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(
    () => window.sessionStorage.getItem('cadence.session') ?? window.localStorage.getItem('cadence.session'),
  );
  if (raw === null) throw new Error('the portal kept no session after signing in');
  return JSON.parse(raw) as StoredSession;
}

/** The first row id of a list call the role may make, or undefined when it has none. */
async function firstRowId(page: Page, session: StoredSession, path: string, body: object = {}): Promise<string | undefined> {
  const answer = await page.request.post(`/api/${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { limit: 1, page: 1, ...body },
  });
  if (!answer.ok()) return undefined;
  const payload = (await answer.json()) as { data?: unknown };
  const data = payload.data as { data?: { id?: unknown }[] } | { id?: unknown }[] | undefined;
  const rows = Array.isArray(data) ? data : data?.data;
  const id = rows?.[0]?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

/**
 * The addresses to visit for a route: its parameters filled with a record of the role's own data
 * scope (found through the lists the role may call), and `new` where the screen creates. A route
 * the role may open but has no record for is not visited (only a typed address could reach it);
 * a route the role may not open is visited with any id, to see the not-allowed view.
 */
async function addressesOf(page: Page, session: StoredSession, route: string, allowed: boolean): Promise<string[]> {
  if (!route.includes('{')) return [route];
  const fill = (value: string | number | undefined) => (value === undefined ? [] : [route.replace(/\{[^}]+\}/, String(value))]);
  const record = async (): Promise<string | number | undefined> => {
    if (route.startsWith('/portableConnect/')) return firstRowId(page, session, 'device/list');
    if (/^\/(documents|patientInformation|patientProfile|uxcam)\//.test(route)) return firstRowId(page, session, 'patient/list');
    if (route.startsWith('/practice/')) return session.practice?.id ?? (await firstRowId(page, session, 'practice/list'));
    if (route.startsWith('/editTeamMember/'))
      return session.user.practice_team_member?.id ?? (await firstRowId(page, session, 'practice_team_member/list'));
    if (route.startsWith('/user/')) return firstRowId(page, session, 'user/list');
    return undefined;
  };
  const creates = /^\/(patientInformation|practice|addTeamMember|user)\//.test(route);
  if (!allowed) return fill(creates ? 'new' : 1);
  return [...(creates ? fill('new') : []), ...(route.startsWith('/addTeamMember/') ? [] : fill(await record()))];
}

/** Requests in flight, and everything that went wrong on the page since the last `take()`. */
function watchPage(page: Page) {
  const inFlight = new Set<Request>();
  let problems: string[] = [];
  let lastActivity = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    // A request the portal itself aborts on leaving a page (a superseded fetch) is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`);
  });
  page.on('response', (response: Response) => {
    if (response.status() >= 400) {
      problems.push(`${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
    }
  });
  page.on('console', (entry) => {
    if (entry.type() === 'error') problems.push(`console error: ${entry.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    /** Resolves once no request has been in flight for a moment and no loader shows. */
    async settled(): Promise<void> {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const quiet = inFlight.size === 0 && Date.now() - lastActivity > 400;
        if (quiet && (await page.getByRole('status', { name: 'Loading' }).count()) === 0) return;
        await page.waitForTimeout(100);
      }
      throw new Error(`the page did not settle: ${[...inFlight].map((request) => request.url()).join(', ')}`);
    },
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/** Opens `address` the way the portal's own links do (no reload: the session stays as it is). */
async function navigate(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

const routes = Object.keys(routeTable).filter((route) => routeTable[route]?.kind !== 'dialog');

describe('every route as every role', () => {
  it.each(demoUsers.map((user) => [user.username, user.role] as const))(
    'as %s (%s) every page settles with no error and no failed request, and a page not allowed says so',
    async (username, role) => {
      let watching: ReturnType<typeof watchPage> | undefined;
      const page = await portal.signedInPage(username, '/', {
        prepare: (page) => {
          watching = watchPage(page);
        },
      });
      const watch = watching!;
      await watch.settled();
      const session = await storedSession(page);
      const roleId = roleIdByName[role as RoleName];
      const subject: AccessSubject = {
        signedIn: true,
        roleId,
        permissions: effectivePermissions(roleId, session.user.permissions ?? []),
        hasPractice: session.practice !== null && session.practice !== undefined,
      };
      const found: string[] = watch.take().map((problem) => `after signing in: ${problem}`);

      for (const route of routes) {
        const screen = routeTable[route];
        if (!screen) continue;
        const allowed = isAllowed(screen.access, subject);
        for (const address of await addressesOf(page, session, route, allowed)) {
          await navigate(page, address);
          await watch.settled();
          found.push(...watch.take().map((problem) => `${address}: ${problem}`));
          // React Router renders a navigation in a transition: the view may follow the address late.
          const deniedView = page.getByRole('heading', { name: message('unauthorized') });
          if (!allowed && !(await deniedView.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
            const shown = await page.getByRole('heading', { level: 1 }).allInnerTexts();
            found.push(`${address}: the route's rule refuses ${role}, yet it shows ${JSON.stringify(shown)} at ${new URL(page.url()).pathname}`);
          }
        }
      }

      expect(found).toEqual([]);
    },
    300_000,
  );
});
