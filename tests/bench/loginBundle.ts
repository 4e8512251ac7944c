// What the login route costs to download: every JavaScript response Chromium fetches while
// loading `/` on the built portal, gzip-compressed the way a server would send it.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/harness/browser';

export interface ScriptSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** Loads `baseUrl/` in a fresh Chromium until the network is idle and sizes each script it fetched. */
export async function measureLoginScripts(baseUrl: string): Promise<ScriptSize[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptSize | undefined>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (!isScript || url.origin !== new URL(baseUrl).origin) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: url.pathname,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^username/i).waitFor({ timeout: 15_000 });
    const sizes = (await Promise.all(pending)).filter((size): size is ScriptSize => size !== undefined);
    return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
