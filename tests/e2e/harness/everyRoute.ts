// Every route of the generated route table, visited as every demo role without touching anything:
// a page the role may open settles with no console error and no failed request, and a page it may
// not open shows the portal's own "not allowed" view (issue 10, item 8: "requests that fail on
// every page with no user action"). One browser context per role; routes visited in sequence by
// client-side navigation, each waited on until its requests have finished. Each route address is
// also checked with axe, once per run (issue 27: axe 0 serious and 0 critical on every route).
//
// The roles are split into groups, one test file per group (`tests/e2e/every-route-*.test.ts`),
// so that the end-to-end workers share the visits instead of one worker making them all.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, inject, it, type TestContext } from 'vitest';
import type { Page, Request, Response } from 'playwright-core';
import { demoUsers } from '../../../scripts/demoUsers.mjs';
import { effectivePermissions, isAllowed, roleIdByName, type AccessSubject, type RoleName } from '../../../src/generated/access';
import { message } from '../../../src/generated/catalog';
import { routeTable } from '../../../src/generated/allScreens';
import { seriousViolationsOn } from './axe';
import { setUpPortal } from './scenario';

/** The demo users of each every-route file, by username; together they are every demo user. */
export const everyRouteGroups = {
  company: ['superadmin', 'customerservice', 'sales', 'technology', 'executive', 'billing', 'reportaccess', 'serviceaccount'],
  customerSuccessAndMonitoring: ['fieldspecialist', 'csmanager', 'cssenior', 'csjunior', 'pms', 'pmm', 'pma'],
  practice: ['dme', 'surgicalcenter', 'surgeon', 'therapist', 'staff', 'rtmconfig'],
} as const;

export type EveryRouteGroup = keyof typeof everyRouteGroups;

/** Demo users in no group, or in more than one: a new demo user must be visited too. */
export function ungroupedDemoUsers(): string[] {
  const grouped: readonly string[] = Object.values(everyRouteGroups).flat();
  return demoUsers
    .map((user) => user.username)
    .filter((username) => grouped.filter((name) => name === username).length !== 1);
}

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

/** The first row's `field` (its id) of a list call the role may make, or undefined when it has none. */
async function firstRowId(page: Page, session: StoredSession, path: string, field = 'id'): Promise<string | undefined> {
  const answer = await page.request.post(`/api/${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { limit: 1, page: 1 },
  });
  if (!answer.ok()) return undefined;
  const payload = (await answer.json()) as { data?: unknown };
  const data = payload.data as { data?: Record<string, unknown>[] } | Record<string, unknown>[] | undefined;
  const rows = Array.isArray(data) ? data : data?.data;
  const id = rows?.[0]?.[field];
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

/** The first template of the RTM survey template library (GET rtm_templates/list), if the role may list it. */
async function firstTemplateId(page: Page, session: StoredSession): Promise<string | undefined> {
  const answer = await page.request.get('/api/rtm_templates/list', { headers: { Authorization: `Bearer ${session.token}` } });
  if (!answer.ok()) return undefined;
  const payload = (await answer.json()) as { data?: { id?: unknown }[] };
  const id = payload.data?.[0]?.id;
  return typeof id === 'number' ? String(id) : undefined;
}

/** The first plan of the first patient the role may list, as [patient, plan], or undefined. */
async function firstTreatmentPlan(page: Page, session: StoredSession): Promise<readonly number[] | undefined> {
  const patientId = await firstRowId(page, session, 'patient/list', 'patient_id');
  if (patientId === undefined) return undefined;
  const answer = await page.request.get(`/api/patient_treatment_plan/patient/${patientId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!answer.ok()) return undefined;
  const payload = (await answer.json()) as { data?: { id?: unknown }[] };
  const planId = payload.data?.[0]?.id;
  return typeof planId === 'number' ? [Number(patientId), planId] : undefined;
}

/** A seeded template version the role may open in the prompt editor (version 1's prompts), or undefined. */
async function firstTemplateVersion(page: Page, session: StoredSession): Promise<{ templateId: number; versionId: number } | undefined> {
  const answer = await page.request.get('/api/rtm_templates_prompt/version/1', { headers: { Authorization: `Bearer ${session.token}` } });
  if (!answer.ok()) return undefined;
  const payload = (await answer.json()) as { data?: { template_id?: number; template_version_id?: number | null } };
  const { template_id: templateId, template_version_id: versionId } = payload.data ?? {};
  return typeof templateId === 'number' && typeof versionId === 'number' ? { templateId, versionId } : undefined;
}

/**
 * The addresses to visit for a route: its parameters filled with a record of the role's own data
 * scope (found through the lists the role may call), and `new` where the screen creates. A route
 * the role may open but has no record for is not visited (only a typed address could reach it);
 * a route the role may not open is visited with any id, to see the not-allowed view.
 */
async function addressesOf(page: Page, session: StoredSession, route: string, allowed: boolean): Promise<string[]> {
  if (!route.includes('{')) return [route];
  // Each parameter takes the next value; a route of two (the prompt editor's template and version,
  // a treatment plan's patient and plan) gets both from record(), any other route its one value.
  const fill = (value: string | number | readonly (string | number)[] | undefined) => {
    if (value === undefined) return [];
    const values = Array.isArray(value) ? value : [value];
    let index = 0;
    return [route.replace(/\{[^}]+\}/g, () => String(values[Math.min(index++, values.length - 1)]))];
  };
  const record = async (): Promise<string | number | readonly number[] | undefined> => {
    if (route.startsWith('/portableConnect/')) return firstRowId(page, session, 'device/list');
    // The patient list's rows carry `patient_id`, not `id`. The call window (/call/{patientID}) is
    // not visited: opening it opens a video room with the patient, and these visits change nothing.
    if (/^\/(documents|patientInformation|patientProfile|romTime|uxcam)\//.test(route))
      return firstRowId(page, session, 'patient/list', 'patient_id');
    if (route.startsWith('/treatmentPlan/')) return firstTreatmentPlan(page, session);
    if (route.startsWith('/treatmentPlanTemplate/')) return firstRowId(page, session, 'practice_team_member_treatment_plan/list');
    if (route.startsWith('/practice/')) return session.practice?.id ?? (await firstRowId(page, session, 'practice/list'));
    if (route.startsWith('/editTeamMember/'))
      return session.user.practice_team_member?.id ?? (await firstRowId(page, session, 'practice_team_member/list'));
    if (route.startsWith('/user/')) return firstRowId(page, session, 'user/list');
    if (/^\/surveyTemplates\/\{[^}]+\}\/versions$/.test(route)) return firstTemplateId(page, session);
    if (route === '/surveyTemplates/{templateId}/versions/{versionId}') {
      const version = await firstTemplateVersion(page, session);
      return version === undefined ? undefined : [version.templateId, version.versionId];
    }
    return undefined;
  };
  const creates = /^\/(patientInformation|practice|addTeamMember|user)\//.test(route);
  if (!allowed) return fill(creates ? 'new' : 1);
  return [...(creates ? fill('new') : []), ...(route.startsWith('/addTeamMember/') ? [] : fill(await record()))];
}

/**
 * How long no request may start or end before a page counts as settled: between routes, a short
 * window, confirmed by two of the page's own animation frames without a new request (so a loaded
 * renderer, whose frames come late, is waited for longer); after the last route, a long window,
 * so that nothing the last page starts late goes unseen. A problem that shows after a short window
 * is still reported, under the address visited next: the test fails either way.
 */
const quietMs = { betweenRoutes: 100, atTheEnd: 400 };
/** How long a page may take to settle: on a slow day for this host, some pages took over 20 s. */
const settleTimeoutMs = 40_000;

/** Requests in flight, and everything that went wrong on the page since the last `take()`. */
function watchPage(page: Page) {
  const inFlight = new Set<Request>();
  let problems: string[] = [];
  let lastActivity = Date.now();
  let requestsStarted = 0;
  let windowMs = quietMs.betweenRoutes;
  // Waiting for quiet: re-armed on every request event, it fires `quietMs` after the last one
  // once nothing is in flight.
  let onQuiet: (() => void) | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  const armQuietTimer = () => {
    clearTimeout(quietTimer);
    if (onQuiet === undefined || inFlight.size > 0) return;
    quietTimer = setTimeout(() => onQuiet?.(), Math.max(windowMs - (Date.now() - lastActivity), 0));
  };
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    armQuietTimer();
  };
  page.on('request', (request) => {
    requestsStarted += 1;
    inFlight.add(request);
    lastActivity = Date.now();
    armQuietTimer();
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

  /** Resolves once no request has started or ended for `windowMs` and none is in flight. */
  function quiet(deadline: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const giveUp = setTimeout(() => {
        onQuiet = undefined;
        clearTimeout(quietTimer);
        reject(new Error(`the page did not settle: ${[...inFlight].map((request) => request.url()).join(', ')}`));
      }, Math.max(deadline - Date.now(), 0));
      onQuiet = () => {
        onQuiet = undefined;
        clearTimeout(giveUp);
        resolve();
      };
      armQuietTimer();
    });
  }

  return {
    /** Resolves once no request has been in flight for a moment and no loader shows. */
    async settled(window: keyof typeof quietMs = 'betweenRoutes'): Promise<void> {
      windowMs = quietMs[window];
      const deadline = Date.now() + settleTimeoutMs;
      const loaders = page.getByRole('status', { name: 'Loading' });
      for (;;) {
        await quiet(deadline);
        // What React renders from the last answer (and the calls its effects start) comes within
        // a frame or two of it.
        const started = requestsStarted;
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        if (requestsStarted !== started || inFlight.size > 0) continue;
        if ((await loaders.count()) === 0) return;
        // A loader still shows: wait for it to go, then for the calls its screen makes next.
        await loaders.first().waitFor({ state: 'detached', timeout: Math.max(deadline - Date.now(), 1) });
      }
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

/**
 * Whether this test is the first of the run to check `address` of `route` with axe: the first
 * role that may open it claims it (a folder of the run's, so files on other workers see the
 * claim too). A record's route counts once whatever record it shows; creating (`new`) is an
 * address of its own. Checking once per role would repeat the same screens for minutes.
 */
function firstAxeCheckOf(route: string, address: string): boolean {
  const key = route.includes('{') && !address.endsWith('/new') ? route : address;
  try {
    mkdirSync(join(inject('axeCheckedDir'), encodeURIComponent(key)));
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

/** What the page shows in words, to tell when a navigation's view has replaced the one before. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** How long a view may take to replace the one before once the page settled (see the denied view below). */
const viewChangeTimeoutMs = 10_000;
/** How many offending nodes of a rule are named: the first few are enough to find the defect. */
const targetsNamed = 5;

/**
 * The serious and critical axe violations of the view a navigation shows, one line per rule
 * (rule id, impact, the offending nodes' targets). React Router renders a navigation in a
 * transition, so the view before can still show when the page settles: wait for what the page
 * shows to change (a view identical in words to the one before passes after a timeout), then for
 * the calls the new view makes.
 */
async function axeProblems(page: Page, shownBefore: string, watch: ReturnType<typeof watchPage>): Promise<string[]> {
  await page
    .waitForFunction((before) => document.body.innerText !== before, shownBefore, { timeout: viewChangeTimeoutMs, polling: 100 })
    .catch(() => undefined);
  await watch.settled();
  return (await seriousViolationsOn(page)).map((violation) => {
    const more = violation.targets.length - targetsNamed;
    const targets = violation.targets.slice(0, targetsNamed).join(', ') + (more > 0 ? ` and ${more} more` : '');
    return `axe ${violation.rule} (${violation.impact}) at ${targets}`;
  });
}

const routes = Object.keys(routeTable).filter((route) => routeTable[route]?.kind !== 'dialog');

/**
 * Declares the every-route test of each demo user of `group`. Call once at the top of the
 * group's file.
 *
 * @example
 * describeEveryRoute('practice'); // tests/e2e/every-route-practice.test.ts
 */
export function describeEveryRoute(group: EveryRouteGroup): void {
  const ungrouped = ungroupedDemoUsers();
  if (ungrouped.length > 0) {
    throw new Error(`put each of these demo users in exactly one group of everyRouteGroups: ${ungrouped.join(', ')}`);
  }
  const usernames: readonly string[] = everyRouteGroups[group];
  const users = demoUsers.filter((user) => usernames.includes(user.username));
  const portal = setUpPortal();

  // The roles of a group run side by side, each in a browser context of its own: a visit spends
  // most of its time waiting for the page to go quiet, which leaves the cores to the others.
  // Nothing here changes data, so they cannot disturb each other.
  describe(`every route as every role (${group})`, () => {
    it.concurrent.for(users.map((user): [username: string, role: string] => [user.username, user.role]))(
      'as %s (%s) every page settles with no error, no failed request and no serious accessibility violation, and a page not allowed says so',
      { timeout: 300_000 },
      async ([username, role]: [string, string], { onTestFinished, expect }: TestContext) => {
        let watching: ReturnType<typeof watchPage> | undefined;
        const page = await portal.signedInPage(username, '/', {
          prepare: (page) => {
            watching = watchPage(page);
          },
          onTestFinished,
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
            const checkAxe = allowed && firstAxeCheckOf(route, address);
            const shownBefore = checkAxe ? await shownText(page) : undefined;
            await navigate(page, address);
            await watch.settled();
            // A late redirect of the page before (My Profile opens the member's own edit page)
            // can land after this visit's push and take its place: visit once more. A route that
            // redirects by itself does so again, which is what it is judged on.
            if (new URL(page.url()).pathname !== new URL(address, page.url()).pathname) {
              await navigate(page, address);
              await watch.settled();
            }
            if (shownBefore !== undefined) {
              found.push(...(await axeProblems(page, shownBefore, watch)).map((problem) => `${address} (${route}): ${problem}`));
            }
            found.push(...watch.take().map((problem) => `${address}: ${problem}`));
            // React Router renders a navigation in a transition: the view may follow the address
            // late (on a loaded run, over 5 s after the page settled).
            const deniedView = page.getByRole('heading', { name: message('unauthorized') });
            if (!allowed && !(await deniedView.waitFor({ timeout: settleTimeoutMs }).then(() => true, () => false))) {
              const shown = await page.getByRole('heading', { level: 1 }).allInnerTexts();
              found.push(`${address}: the route's rule refuses ${role}, yet it shows ${JSON.stringify(shown)} at ${new URL(page.url()).pathname}`);
            }
          }
        }

        await watch.settled('atTheEnd');
        found.push(...watch.take().map((problem) => `after the last route: ${problem}`));
        expect(found).toEqual([]);
      },
    );
  });
}
