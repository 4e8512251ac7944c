// When `npm start`, the end-to-end suite and the benchmark rebuild the portal.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalSourceFingerprint, portalStaleReason } from './portalBuild.mjs';

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
