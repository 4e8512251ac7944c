// Security headers (issue 9, item 11): every answer — API, the portal page, an error — carries a
// strict Content-Security-Policy (no inline script; no eval since issue 25), nosniff and a
// referrer policy; API answers are never cached; HSTS only when the portal is served over HTTPS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './harness/startApiServer';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectProtectiveHeaders(response: Response, what: string): void {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('script-src'), what).toContain("'self'");
  expect(csp.get('script-src'), `${what}: no inline script`).not.toContain("'unsafe-inline'");
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('img-src'), `${what}: the picture cropper's data: and blob: images`).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers over plain HTTP', () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'cadence-portal-'));
  let api: ApiServer;
  beforeAll(async () => {
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Cadence</title><div id="root"></div>');
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'assets', 'index-CB5iM906.js'), 'export {};');
    api = await startApiServer({ patients: 0, portalDir });
  }, 60_000);
  afterAll(async () => {
    await api.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('puts them on an API answer, which is never cached', async () => {
    const response = await api.fetch('/api/portal_info');
    expect(response.status).toBe(200);
    expectProtectiveHeaders(response, 'GET /api/portal_info');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('puts them on the portal page', async () => {
    for (const path of ['/', '/patients']) {
      const response = await api.fetch(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
      expectProtectiveHeaders(response, path);
    }
  });

  it("issue 25: allows no 'unsafe-eval' (the forms' validators are precompiled): scripts only from the portal itself", async () => {
    for (const path of ['/', '/patients', '/api/portal_info', '/api/no_such_call']) {
      const csp = directives((await api.fetch(path)).headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
    }
  });

  it('lets a browser keep the hashed build files for good and asks it to check the page itself', async () => {
    const asset = await api.fetch('/assets/index-CB5iM906.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await api.fetch('/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).not.toContain('immutable');
  });

  it('puts them on error answers, which keep the documented shape', async () => {
    const unauthenticated = await api.fetch('/api/patient/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 5, page: 1 }),
    });
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toEqual({ message: 'Unauthenticated.' });
    expectProtectiveHeaders(unauthenticated, '401');
    expect(unauthenticated.headers.get('cache-control')).toBe('no-store');

    const missing = await api.fetch('/api/no_such_call');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found.' });
    expectProtectiveHeaders(missing, '404');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect((await api.fetch('/api/portal_info')).headers.get('strict-transport-security')).toBeNull();
    expect((await api.fetch('/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers of a portal served over HTTPS', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ patients: 0, config: { publicUrl: 'https://portal.example' } });
  }, 60_000);
  afterAll(() => api.close());

  it('sends HSTS on every answer', async () => {
    for (const path of ['/api/portal_info', '/api/no_such_call']) {
      const hsts = (await api.fetch(path)).headers.get('strict-transport-security') ?? '';
      expect(hsts, path).toMatch(/max-age=\d{7,}/);
      expect(hsts, path).toContain('includeSubDomains');
    }
  });
});
