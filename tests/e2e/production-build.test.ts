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
});
