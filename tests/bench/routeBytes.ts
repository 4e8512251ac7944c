// What a route costs to download as Chromium loads it from the built portal: every response of the
// portal's own origin, with the bytes that came over the wire (the body as sent, compressed or not,
// and its headers) beside what the same body weighs raw, gzipped and brotli'd.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchChromium, openPortalPage } from '../e2e/harness/browser';
import { signIn } from '../e2e/harness/signIn';

export interface ResourceBytes {
  path: string;
  /** Playwright's resource type: script, stylesheet, document, fetch, ... */
  type: string;
  /** The answer's content-encoding ('identity' when none). */
  encoding: string;
  /** Body and headers as they came over the wire. */
  wireBytes: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface RouteBytes {
  resources: ResourceBytes[];
  wireBytes: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** How many answers came brotli-, gzip- or not compressed, e.g. { br: 17, identity: 3 }. */
  encodings: Record<string, number>;
}

function sized(resources: ResourceBytes[]): RouteBytes {
  const sum = (key: 'wireBytes' | 'rawBytes' | 'gzipBytes' | 'brotliBytes'): number =>
    resources.reduce((total, resource) => total + resource[key], 0);
  const encodings: Record<string, number> = {};
  for (const resource of resources) encodings[resource.encoding] = (encodings[resource.encoding] ?? 0) + 1;
  return {
    resources: [...resources].sort((a, b) => b.wireBytes - a.wireBytes),
    wireBytes: sum('wireBytes'),
    rawBytes: sum('rawBytes'),
    gzipBytes: sum('gzipBytes'),
    brotliBytes: sum('brotliBytes'),
    encodings,
  };
}

async function measure(response: Response, origin: string): Promise<ResourceBytes | undefined> {
  const url = new URL(response.url());
  if (url.origin !== origin) return undefined;
  // A 304 or a redirect carries no body worth counting; a socket upgrade none at all.
  if (response.status() >= 300 && response.status() < 400) return undefined;
  try {
    const [body, sizes, headers] = await Promise.all([response.body(), response.request().sizes(), response.allHeaders()]);
    return {
      path: url.pathname,
      type: response.request().resourceType(),
      encoding: headers['content-encoding'] ?? 'identity',
      wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      brotliBytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  } catch {
    return undefined;
  }
}

/** Collects the sizes of every same-origin answer `page` receives while `run` runs. */
async function recordWhile(page: Page, origin: string, run: () => Promise<void>): Promise<RouteBytes> {
  const pending: Promise<ResourceBytes | undefined>[] = [];
  const onResponse = (response: Response): void => {
    pending.push(measure(response, origin));
  };
  page.on('response', onResponse);
  try {
    await run();
  } finally {
    page.off('response', onResponse);
  }
  const resources = (await Promise.all(pending)).filter((resource): resource is ResourceBytes => resource !== undefined);
  return sized(resources);
}

/**
 * The login route in a fresh browser (empty cache): `/` until the Welcome screen's username field
 * shows and the network is idle.
 *
 * @example
 * const login = await measureLoginRoute(server.baseUrl);
 * console.log(login.wireBytes, login.encodings);
 */
export async function measureLoginRoute(baseUrl: string): Promise<RouteBytes> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    return await recordWhile(page, new URL(baseUrl).origin, async () => {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByLabel(/^username/i).waitFor({ timeout: 15_000 });
    });
  } finally {
    await browser.close();
  }
}

/**
 * A new user's way to the patient list in a fresh browser (empty cache): `/patients`, the Welcome
 * screen, sign-in as `username`, until the list shows its first row and the network is idle.
 * Everything fetched on the way counts (the login route, the API answers, the list's chunks).
 */
export async function measurePatientsRoute(baseUrl: string, username = 'csmanager'): Promise<RouteBytes> {
  const browser = await launchChromium();
  try {
    const { page } = await openPortalPage(browser, baseUrl);
    return await recordWhile(page, new URL(baseUrl).origin, async () => {
      await page.goto('/patients');
      await signIn(page, baseUrl, username);
      if (new URL(page.url()).pathname !== '/patients') await page.goto('/patients');
      await page.locator('.ag-row').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    });
  } finally {
    await browser.close();
  }
}
