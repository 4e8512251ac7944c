// What the portal sends to a browser is the production build: the same size and speed users get,
// whoever built it (npm start, the end-to-end run under vitest, the benchmark).
import { describe, expect, it } from 'vitest';
import { portalUrl } from './harness/workerPortal';

const baseUrl = portalUrl();

/** Every script the page at `/` loads up front: its entry and the modules it preloads. */
async function loginRouteScripts(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return Promise.all(paths.map(async (path) => (await fetch(`${baseUrl}${path}`)).text()));
}

describe('the served portal', () => {
  it("ships React's production build, not its development build", async () => {
    const scripts = await loginRouteScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const bundled = scripts.join('\n');
    // React's production build carries the element symbol; only its development build carries
    // its development warnings.
    expect(bundled).toContain('react.transitional.element');
    expect(bundled).not.toContain('is deprecated in plain JavaScript React classes');
  });

  it("ships react-router's production build: its exports resolve the development one unless the build says otherwise", async () => {
    const bundled = (await loginRouteScripts()).join('\n');
    expect(bundled).toContain('react-router');
    // Only the development build keeps its warnings (ENABLE_DEV_WARNINGS).
    expect(bundled).not.toContain('Error handled by React Router default ErrorBoundary');
  });

  it('sends the login route brotli-compressed from the build, hashed files cached for good and index.html checked each time', async () => {
    const page = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const answer = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(answer.status, path).toBe(200);
      // fetch decompresses the body; the headers say how it came. Only a file under 1 KB has no copy.
      const encoding = answer.headers.get('content-encoding');
      if (encoding === null) expect(Number(answer.headers.get('content-length')), path).toBeLessThan(1024);
      else expect(encoding, path).toBe('br');
      expect(answer.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      await answer.arrayBuffer();
    }
  });
});
