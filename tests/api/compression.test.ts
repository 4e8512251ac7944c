// Issue 27 "Speed and size": the built portal goes out precompressed (the build's brotli and gzip
// copies, scripts/precompressPortal.mjs) with hashed files cached for good and index.html asked
// for each time; large JSON answers are compressed for a client that accepts it. Read over real
// HTTP with node:http, which leaves the body as the server sent it.
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPortal } from '../../scripts/precompressPortal.mjs';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { signIn } from './harness/signIn';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request, its body exactly as it came over the wire. */
function rawRequest(baseUrl: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}

const browserAccepts = 'gzip, deflate, br, zstd';

/** A login page as Vite builds it: an entry script, its preloaded imports, one stylesheet. */
function writePortal(portalDir: string): { scripts: string[]; stylesheet: string } {
  mkdirSync(join(portalDir, 'assets'));
  const scripts = ['/assets/index-CB5iM906.js', '/assets/react-Cm5KbVQM.js', '/assets/Box-DdpTj2NS.js'];
  const stylesheet = '/assets/index-Bp-CpzYm.css';
  scripts.forEach((path, index) => {
    const lines = Array.from({ length: 400 }, (_, line) => `export const value${index}_${line} = ${JSON.stringify(`module ${index} line ${line}`)};`);
    writeFileSync(join(portalDir, path), lines.join('\n'));
  });
  writeFileSync(join(portalDir, stylesheet), Array.from({ length: 300 }, (_, rule) => `.m_${rule} { padding: ${rule}px; }`).join('\n'));
  writeFileSync(
    join(portalDir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="UTF-8" /><title>Cadence</title>',
      `<script type="module" crossorigin src="${scripts[0]}"></script>`,
      ...scripts.slice(1).map((path) => `<link rel="modulepreload" crossorigin href="${path}">`),
      ...Array.from({ length: 12 }, (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}-a1b2c3d4.js">`),
      `<link rel="stylesheet" crossorigin href="${stylesheet}">`,
      '</head><body><noscript>Cadence needs JavaScript to run.</noscript><div id="root"></div></body></html>',
    ].join('\n'),
  );
  return { scripts, stylesheet };
}

describe('compression on the wire', () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'cadence-portal-'));
  let api: ApiServer;
  let portal: { scripts: string[]; stylesheet: string };
  beforeAll(async () => {
    portal = writePortal(portalDir);
    await precompressPortal(portalDir);
    api = await startApiServer({ patients: 60, portalDir });
  }, 300_000);
  afterAll(async () => {
    await api?.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it("sends the login page's scripts and stylesheet brotli-compressed to a browser, cached for good", async () => {
    const page = await rawRequest(api.baseUrl, '/', { headers: { 'accept-encoding': browserAccepts } });
    const html = brotliDecompressSync(page.body).toString('utf8');
    const loaded = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(loaded).toEqual(expect.arrayContaining([...portal.scripts, portal.stylesheet]));
    for (const path of [...portal.scripts, portal.stylesheet]) {
      const answer = await rawRequest(api.baseUrl, path, { headers: { 'accept-encoding': browserAccepts } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toMatch(path.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/);
      expect(answer.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
      // The security headers stay on a compressed file.
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      const original = readFileSync(join(portalDir, path));
      expect(answer.body.length, path).toBeLessThan(original.length / 3);
      expect(brotliDecompressSync(answer.body).equals(original), path).toBe(true);
    }
  });

  it('sends gzip to a client without brotli, and the file as it is to one that accepts neither', async () => {
    const [script = ''] = portal.scripts;
    const original = readFileSync(join(portalDir, script));
    const gzipped = await rawRequest(api.baseUrl, script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(original)).toBe(true);
    const plain = await rawRequest(api.baseUrl, script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('asks the browser to check index.html every time (never immutable), at / and at any portal route', async () => {
    for (const path of ['/', '/patients', '/index.html']) {
      const answer = await rawRequest(api.baseUrl, path, { headers: { 'accept-encoding': browserAccepts } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(brotliDecompressSync(answer.body).toString('utf8'), path).toContain('<div id="root">');
    }
  });

  it('compresses a large JSON answer (a page of the patient list) for a client that accepts it, and only then', async () => {
    const token = await signIn(api, 'csmanager');
    const ask = (acceptEncoding: string) =>
      rawRequest(api.baseUrl, '/api/patient/list', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        body: '{}',
      });
    const plain = await ask('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    const page = JSON.parse(plain.body.toString('utf8')) as { data: { data: unknown[] } };
    expect(page.data.data).toHaveLength(20);

    const brotli = await ask(browserAccepts);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(page);

    const gzipped = await ask('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(page);
  });

  it('leaves small answers and refusals as they are', async () => {
    const small = await rawRequest(api.baseUrl, '/api/portal_info', { headers: { 'accept-encoding': browserAccepts } });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toHaveProperty('data');
    const refused = await rawRequest(api.baseUrl, '/api/patient/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': browserAccepts },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toHaveProperty('message');
  });
});
