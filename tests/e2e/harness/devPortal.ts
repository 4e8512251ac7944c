// The portal as `npm run dev` serves it (Vite's dev server with the cadence-specs plugin, hot
// updates on), in front of a running middleware: for the tests and the bench of the product
// owner's loop, where saving a spec must reach the open page. The spec edits they make are undone
// by `restore()` of `keepSpecFiles`, generated files included.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from './portalServer';
import { repoRoot } from './paths';

export interface DevPortal {
  /** Where the dev server answers, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts Vite's dev server on the repository (vite.config.ts: the cadence-specs plugin, the proxy
 * of /api, /dev and /sso to `apiOrigin`) on a free port, with a dependency cache of its own so
 * that it never touches the one `npm run dev` keeps in node_modules/.vite.
 *
 * @example
 * const dev = await startDevPortal(portalUrl());
 * await page.goto(`${dev.url}/patients`);
 */
export async function startDevPortal(apiOrigin: string): Promise<DevPortal> {
  // Read by vite.config.ts when it builds the proxy.
  process.env.CADENCE_API_ORIGIN = apiOrigin;
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const port = await freePort();
  const cacheDir = mkdtempSync(join(tmpdir(), 'cadence-dev-vite-'));
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      root: repoRoot,
      configFile: join(repoRoot, 'vite.config.ts'),
      cacheDir,
      logLevel: 'warn',
      clearScreen: false,
      server: { port, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
  } catch (error) {
    await server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await running.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Every file under `folder`, relative to the repository root. */
function filesUnder(folder: string): string[] {
  const full = join(repoRoot, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(full, name);
    return statSync(path).isDirectory() ? filesUnder(relative(repoRoot, path)) : [relative(repoRoot, path)];
  });
}

/**
 * Keeps the contents of `specFiles` and of everything the generator writes (src/generated,
 * specs/README.md), so that `restore()` puts them back as they were after a test edited a spec
 * and the dev server regenerated from it; `unchanged()` says whether they already are.
 *
 * @example
 * const kept = keepSpecFiles(['specs/screens/patients.screen.yaml']);
 * try { ... } finally { kept.restore(); }
 */
export function keepSpecFiles(specFiles: readonly string[]): { restore: () => void; unchanged: () => boolean } {
  const paths = [...specFiles, 'specs/README.md', ...filesUnder('src/generated')];
  const kept = new Map(paths.map((path) => [path, readFileSync(join(repoRoot, path), 'utf8')]));
  const differs = (path: string, content: string) => {
    const full = join(repoRoot, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== content;
  };
  return {
    unchanged: () => [...kept].every(([path, content]) => !differs(path, content)),
    restore: () => {
      for (const [path, content] of kept) if (differs(path, content)) writeFileSync(join(repoRoot, path), content);
    },
  };
}

/**
 * Rewrites one line of a spec file (the first that equals `line`) to `replacement`.
 *
 * @example
 * editSpecLine('specs/screens/patients.screen.yaml', 'title: Patients', 'title: Patients today');
 */
export function editSpecLine(path: string, line: string, replacement: string): void {
  const full = join(repoRoot, path);
  const lines = readFileSync(full, 'utf8').split('\n');
  const at = lines.indexOf(line);
  if (at < 0) throw new Error(`${path} has no line "${line}"`);
  lines[at] = replacement;
  writeFileSync(full, lines.join('\n'));
}
