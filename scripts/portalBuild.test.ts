// When `npm start`, the end-to-end suite and the benchmark rebuild the portal.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalSourceFingerprint, portalStaleReason } from './portalBuild.mjs';
import { portalBuildOutputs } from './portalBuildPlugin.mjs';

let root: string;

function write(path: string, text = ''): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** What a successful build leaves behind. */
function recordBuild(): void {
  write('dist/index.html', '<!doctype html>');
  write('dist/.source-fingerprint', portalSourceFingerprint(root));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cadence-portal-build-'));
  write('index.html', '<div id="root"></div>');
  write('runtime/shell/AppShellLayout.tsx', 'export {}');
  write('specs/screens/patients.screen.yaml', 'title: Patients');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('portalStaleReason', () => {
  it('asks for a build when dist/ was never built', () => {
    expect(portalStaleReason(root)).toBe('dist/ is missing');
  });

  it('is satisfied right after a build', () => {
    recordBuild();
    expect(portalStaleReason(root)).toBeNull();
  });

  it('asks for a build when a spec changed after the build', () => {
    recordBuild();
    write('specs/screens/patients.screen.yaml', 'title: Patient list');
    expect(portalStaleReason(root)).toBe('the sources changed since the last build');
  });

  it('asks for a build when a source file is added', () => {
    recordBuild();
    write('screens/login/LoginScreen.tsx', 'export {}');
    expect(portalStaleReason(root)).toBe('the sources changed since the last build');
  });

  it('stays satisfied when a file is rewritten with the same content', () => {
    recordBuild();
    write('specs/screens/patients.screen.yaml', 'title: Patients');
    expect(portalStaleReason(root)).toBeNull();
  });

  it('ignores a unit test edited after the build, which never reaches the bundle', () => {
    recordBuild();
    write('runtime/shell/menuEntries.test.ts', 'it()');
    expect(portalStaleReason(root)).toBeNull();
  });
});

/** Runs the build plugin's hooks as Vite runs them around a build of `outDir` in `mode`. */
async function runBuildPlugin(mode: string, outDir = 'dist', nodeEnv = 'production'): Promise<void> {
  const plugin = portalBuildOutputs();
  const hooks = plugin as unknown as {
    configResolved(config: { root: string; mode: string; build: { outDir: string } }): void;
    buildStart: { handler(): void };
    closeBundle(this: { info(): void }): Promise<void>;
  };
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    hooks.configResolved({ root, mode, build: { outDir } });
    hooks.buildStart.handler();
    // What Vite writes between the two hooks.
    write(`${outDir}/index.html`, '<!doctype html><div id="root"></div>');
    write(`${outDir}/assets/index-CB5iM906.js`, 'export const a = "compress me";\n'.repeat(100));
    write(`${outDir}/assets/tiny-AB12cd34.js`, 'export {};');
    await hooks.closeBundle.call({ info: () => undefined });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

describe('every production build (npm run build, npx vite build, npm start)', () => {
  it('records the fingerprint npm start checks, so a build by hand counts', async () => {
    await runBuildPlugin('production');
    expect(portalStaleReason(root)).toBeNull();
    write('specs/screens/patients.screen.yaml', 'title: Patient list');
    expect(portalStaleReason(root)).toBe('the sources changed since the last build');
  });

  it('records nothing for a development build, which npm start must not serve', async () => {
    await runBuildPlugin('development', 'dist', 'development');
    expect(portalStaleReason(root)).toBe('dist/ was not built by this script');
  });

  it('writes a brotli and a gzip copy beside each file worth compressing', async () => {
    await runBuildPlugin('production');
    const script = readFileSync(join(root, 'dist/assets/index-CB5iM906.js'));
    expect(brotliDecompressSync(readFileSync(join(root, 'dist/assets/index-CB5iM906.js.br'))).equals(script)).toBe(true);
    expect(gunzipSync(readFileSync(join(root, 'dist/assets/index-CB5iM906.js.gz'))).equals(script)).toBe(true);
    // Under 1 KB a copy would save less than a packet.
    expect(existsSync(join(root, 'dist/assets/tiny-AB12cd34.js.br'))).toBe(false);
  });
});
