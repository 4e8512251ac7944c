// The API reference at /api/docs (issue 27, "Also"): the middleware's OpenAPI description
// (specs/api, served by apiReference) rendered by Scalar, loaded only on that page, behind sign-in,
// under the portal's CSP (no 'unsafe-eval') and with nothing fetched from outside the portal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from './harness/browser';
import { repoRoot } from './harness/paths';
import { setUpPortal } from './harness/scenario';
import { loginScreen } from './harness/signIn';

const portal = setUpPortal();

interface DescribedTag {
  name: string;
  firstSummary: string;
}

/** The tags of the OpenAPI description the middleware serves, in order, each with the summary of its first operation. */
function describedTags(): DescribedTag[] {
  const description = JSON.parse(readFileSync(join(repoRoot, 'src/generated/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
  };
  const tags = new Map<string, string>();
  for (const operations of Object.values(description.paths)) {
    for (const operation of Object.values(operations)) {
      const tag = operation.tags?.[0];
      if (tag !== undefined && operation.summary !== undefined && !tags.has(tag)) tags.set(tag, operation.summary);
    }
  }
  return [...tags].map(([name, firstSummary]) => ({ name, firstSummary }));
}

/** Every script the page asked for, by path, and every request that left the portal's origin. */
function watchRequests(page: Page, baseUrl: string): { scripts: string[]; outside: string[]; consoleErrors: string[] } {
  const seen = { scripts: [] as string[], outside: [] as string[], consoleErrors: [] as string[] };
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) seen.outside.push(request.url());
    else if (request.resourceType() === 'script') seen.scripts.push(url.pathname);
  });
  page.on('console', (entry) => {
    if (entry.type() === 'error') seen.consoleErrors.push(entry.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(`thrown: ${error.message}`));
  return seen;
}

describe('the API reference at /api/docs', () => {
  it('issue 27: shows a signed-in user every operation of the OpenAPI description, loads its renderer on that page only, under the CSP without unsafe-eval and with no request outside the portal', async () => {
    let seen: ReturnType<typeof watchRequests> | undefined;
    const page = await portal.signedInPage('csmanager', '/patients', {
      prepare: (opened) => {
        seen = watchRequests(opened, portal.baseUrl);
      },
    });
    await page.getByRole('navigation').first().waitFor();
    // Another route carries none of the renderer.
    expect(seen!.scripts.filter((path) => /standalone/i.test(path))).toEqual([]);

    const docs = await page.goto('/api/docs');
    expect(docs?.status()).toBe(200);
    expect(docs?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const reference = page.getByTestId('api-reference');
    // Operations of specs/api, by their summaries, grouped by tag: the first group opens with
    // its operations, every other tag is listed as a group of its own (Scalar draws a group's
    // operations when it is opened).
    const [firstTag, ...otherTags] = describedTags();
    await reference.getByText(firstTag!.firstSummary).first().waitFor({ timeout: 90_000 });
    for (const tag of otherTags) expect(await reference.getByText(tag.name, { exact: true }).count(), tag.name).toBeGreaterThan(0);
    expect(await reference.getByText(/POST/).count()).toBeGreaterThan(10);
    await saveScreenshot(page, 'api-reference');

    expect(seen!.scripts.filter((path) => /standalone/i.test(path))).toHaveLength(1);
    expect(seen!.outside).toEqual([]);
    expect(seen!.consoleErrors).toEqual([]);
  });

  it('issue 27: signed out, /api/docs sends the visitor to the Welcome screen and the description is refused', async () => {
    const page = await portal.newPage();
    await page.goto('/api/docs');
    await loginScreen.username(page).waitFor();
    expect(await page.getByTestId('api-reference').count()).toBe(0);

    const answer = await fetch(`${portal.baseUrl}/api/api_reference`);
    expect(answer.status).toBe(401);
    expect(JSON.stringify(await answer.json())).not.toContain('"paths"');
  });
});
