// Lighthouse performance of the login page and of /patients signed in, desktop and mobile, on the
// machine's Chromium (issue 27: targets ≥ 95 desktop, ≥ 80 mobile; reported, never asserted).
// Lighthouse is large (tens of MB with its dependencies), so it is not a devDependency: it runs
// through `npx lighthouse@<version>`, which fetches it from the npm registry on first use.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/harness/browser';
import { signIn } from '../e2e/harness/signIn';

/** The Lighthouse release the figures of issue 27 were measured with (12.8). */
export const lighthouseVersion = '12.8.2';

export interface LighthouseFigures {
  /** The performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
}

export type FormFactor = 'desktop' | 'mobile';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function readFigures(file: string): LighthouseFigures {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    categories?: { performance?: { score?: number | null } };
    audits?: Record<string, { numericValue?: number }>;
  };
  const score = report.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score (${file})`);
  return {
    score: Math.round(score * 100),
    lcpMs: report.audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

/** Runs Lighthouse on `url` in the Chromium listening on `port` (a new tab of its default context). */
async function runLighthouse(url: string, port: number, formFactor: FormFactor, outDir: string): Promise<LighthouseFigures> {
  const output = join(outDir, `${formFactor}-${Date.now()}.json`);
  const args = [
    '--yes',
    `lighthouse@${lighthouseVersion}`,
    url,
    `--port=${port}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    // The signed-in tab's session must survive: the storage reset would wipe the origin.
    '--disable-storage-reset',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error) => reject(new Error(`npx could not start (${error.message}): Lighthouse needs npm's npx`)));
    child.once('exit', (exitCode) => {
      if (exitCode !== 0) {
        reject(
          new Error(
            `npx lighthouse@${lighthouseVersion} failed (exit ${exitCode}); it needs the npm registry on first use, or run ` +
              `\`npm install --no-save lighthouse@${lighthouseVersion}\` beforehand: ${errors.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
      } else resolve(exitCode);
    });
  });
  if (code !== 0 || !existsSync(output)) throw new Error('Lighthouse wrote no report');
  return readFigures(output);
}

/**
 * Lighthouse performance of the login page (no session) and of /patients signed in as
 * `username`, each on desktop and mobile. One Chromium with its debugging port open: the login
 * page is measured first; then a tab signs in, and Lighthouse's own tab of the same browser starts
 * from that tab's session (issue 27, defect 8), so /patients is measured signed in.
 *
 * @example
 * const figures = await measureLighthouse(server.baseUrl);
 */
export async function measureLighthouse(
  baseUrl: string,
  username = 'csmanager',
): Promise<Record<'login' | 'patients', Record<FormFactor, LighthouseFigures>>> {
  // The full Chromium (Lighthouse's own runs use it) unless CHROMIUM_PATH names another.
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromiumPath);
  if (!existsSync(executablePath)) throw new Error(`Chromium is not installed at ${executablePath} (set CHROMIUM_PATH)`);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'cadence-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run', '--disable-component-update'],
  });
  try {
    const login = {
      desktop: await runLighthouse(`${baseUrl}/`, port, 'desktop', profile),
      mobile: await runLighthouse(`${baseUrl}/`, port, 'mobile', profile),
    };
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/`);
    await signIn(page, baseUrl, username);
    if (new URL(page.url()).pathname !== '/patients') await page.goto(`${baseUrl}/patients`);
    await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
    const patients = {
      desktop: await runLighthouse(`${baseUrl}/patients`, port, 'desktop', profile),
      mobile: await runLighthouse(`${baseUrl}/patients`, port, 'mobile', profile),
    };
    return { login, patients };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
