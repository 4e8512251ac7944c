// Uploads over the real HTTP server (issue 9, item 8): no body is read before the caller is
// known, a multipart body goes only to the upload operations, each upload has the limit its
// OpenAPI operation declares (x-max-upload-bytes), and the file is streamed to the file storage
// (never held whole in memory, nothing left behind when it is refused).
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { createLocalFileStorage } from '../../server/adapters/files/createLocalFileStorage';
import { answerWhileSending as answerFrom } from './harness/answerWhileSending';
import { cachedSignIn } from './harness/signIn';
import { pngImage } from './harness/pngImage';
import { startApiServer, type ApiServer } from './harness/startApiServer';

let api: ApiServer;
const token = cachedSignIn(() => api);
const filesRoot = mkdtempSync(join(tmpdir(), 'cadence-uploads-test-'));

beforeAll(async () => {
  api = await startApiServer({ patients: 0, files: createLocalFileStorage(filesRoot) });
}, 180_000);
afterAll(async () => {
  await api.close();
  await rm(filesRoot, { recursive: true, force: true });
});

const megabyte = 1_048_576;
const boundary = 'cadence-test-boundary';

/** The opening of a multipart body with one file part; the rest of the file never follows. */
const multipartOpening = (field: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(64 * 1024)}`);

/** The answer while the body is still being sent (harness/answerWhileSending.ts), from this file's server. */
const answerWhileSending = (path: string, headers: OutgoingHttpHeaders, opening: Buffer, more: Buffer[] = []) => answerFrom(api.baseUrl, path, headers, opening, more);

const sixtyMegabytes = String(60 * megabyte);
const multipartHeaders = (bearer?: string): OutgoingHttpHeaders => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
  'content-length': sixtyMegabytes,
  ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
});

/**
 * Posts a multipart form; `chunked` sends it without Content-Length (as a stream), so the server
 * learns its length only by reading it.
 */
async function postForm(path: string, bearer: string, parts: Record<string, string | Blob>, { chunked = false } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, name === 'firmware' ? 'image.bin' : 'upload.bin');
  }
  const encoded = new Request('http://encoder.test/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response = await api.fetch(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': encoded.headers.get('content-type') ?? '' },
    ...(chunked ? { body: stream, duplex: 'half' } : { body: bytes }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; message?: string; form_error?: { name: string; message: string }; validation_errors?: Record<string, string[]> } };
}

/** The files the storage holds, by key (e.g. `firmware/1-ab12.bin`). */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(filesRoot, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(filesRoot.length + 1));
}

const temporaryUploads = async () => (await storedKeys()).filter((key) => key.startsWith('uploads/'));

/** A zip of `size` random (incompressible) bytes, stored uncompressed. */
const zipOf = (size: number) => new Blob([new Uint8Array(zipSync({ 'screen.bin': new Uint8Array(randomBytes(size)) }, { level: 0 }))], { type: 'application/zip' });

// The guard of answerWhileSending fails a test that gets no answer within 20 s.
describe('no body is read before the caller is known', { timeout: 30_000 }, () => {
  it('answers anonymous and unauthorized uploads 401/403 while the 60 MB body is still being sent', async () => {
    const anonymous = await answerWhileSending('/api/firmware', multipartHeaders(), multipartOpening('firmware'));
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' }, closes: true });
    const guide = await answerWhileSending('/api/upload_user_guide', multipartHeaders(), multipartOpening('user_guide'));
    expect(guide.status).toBe(401);
    // A signed-in user without the right: refused before the body too.
    const staff = await answerWhileSending('/api/firmware', multipartHeaders(await token('staff')), multipartOpening('firmware'));
    expect(staff.status).toBe(403);
    expect(staff.body.message).toEqual(expect.any(String));
  });

  it('answers a multipart body to /api/login (or any call that takes no upload) 415 without reading it', async () => {
    const login = await answerWhileSending('/api/login', multipartHeaders(), multipartOpening('username'));
    expect(login).toMatchObject({ status: 415, body: { message: 'This call does not accept file uploads.' }, closes: true });
    const signedIn = await answerWhileSending('/api/get_credential_url', multipartHeaders(await token('pmm')), multipartOpening('url'));
    expect(signedIn.status).toBe(415);
    // Nor does an address that is no operation at all.
    const nowhere = await answerWhileSending('/api/no_such_call', multipartHeaders(), multipartOpening('file'));
    expect([404, 415]).toContain(nowhere.status);
    expect(nowhere.body).toEqual({ message: expect.any(String) as string });
  });

  it('answers a JSON body to /api/login 413 once it passes 16 KB, while the client is still sending', async () => {
    // Chunked (no content-length), so the server can only tell by reading: it stops at 16 KB.
    const chunk = Buffer.from(`{"username":"${'a'.repeat(32 * 1024)}`);
    const answer = await answerWhileSending('/api/login', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, chunk, [chunk]);
    expect(answer).toMatchObject({ status: 413, body: { message: expect.any(String) as string } });
    // Announced as 60 MB: refused at once.
    const announced = await answerWhileSending('/api/login', { 'content-type': 'application/json', 'content-length': sixtyMegabytes }, Buffer.from('{"username":"'));
    expect(announced.status).toBe(413);
    // An ordinary sign-in still fits.
    expect((await api.call('login', { username: 'staff', password: 'Cadence#2026' })).status).toBe(200);
  });
});

describe('per-operation upload limits (x-max-upload-bytes) and streaming to storage', () => {
  it('declares a limit on every multipart operation of the OpenAPI description', () => {
    const limits: Record<string, unknown> = {};
    for (const item of Object.values(openapi.paths as Record<string, Record<string, { operationId?: string; 'x-max-upload-bytes'?: unknown; requestBody?: { content?: Record<string, unknown> } }>>)) {
      for (const operation of Object.values(item)) {
        if (operation.requestBody?.content?.['multipart/form-data']) limits[operation.operationId ?? '?'] = operation['x-max-upload-bytes'];
      }
    }
    expect(limits).toEqual({
      uploadBugReportAttachments: megabyte,
      uploadFirmware: 64 * megabyte,
      saveLicense: megabyte,
      createProfilePicture: megabyte,
      uploadUserGuide: 16 * megabyte,
      // two hours of a call's audio as 16 kHz, 16-bit mono WAV
      uploadVideoRecording: 256 * megabyte,
    });
  });

  it('refuses a bug-report attachment over 1 MB and keeps nothing of it', async () => {
    // Sent without Content-Length: the server reads it, stops keeping it at the limit, and the handler answers.
    const { status, body } = await postForm('/api/bug_report/attachment', await token('staff'), { file: zipOf(megabyte + 4096) }, { chunked: true });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'attachments', message: 'The file must be at most 1 MB.' });
    expect(await api.db.query('select id from feedback_attachments')).toEqual([]);
    expect(await temporaryUploads()).toEqual([]);
    // Within the limit it is stored.
    const small = await postForm('/api/bug_report/attachment', await token('staff'), { file: zipOf(600 * 1024) });
    expect(small.status).toBe(200);
  });

  it('issue 25 finding 10: answers 413 with the limit, before reading the body, when the declared length is over it; nothing is kept', async () => {
    const attachment = await answerWhileSending(
      '/api/bug_report/attachment',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(2 * megabyte), authorization: `Bearer ${await token('staff')}` },
      multipartOpening('file'),
    );
    expect(attachment).toEqual({ status: 413, body: { message: 'The file must be at most 1 MB.' }, closes: true });
    // Within the limit plus the multipart envelope (the declared length is the whole body) it is read.
    const within = await postForm('/api/bug_report/attachment', await token('staff'), { file: zipOf(megabyte - 4096) });
    expect(within.status).toBe(200);
    expect(await temporaryUploads()).toEqual([]);
  });

  it('[picture-file-size] answers an oversized profile picture with the spec\'s message', async () => {
    const [member] = await api.db.query<{ id: number }>("select id from practice_team_members where last_name = 'Tanaka' and not archived");
    const big = Buffer.concat([pngImage(220, 220), randomBytes(megabyte)]);
    const { status, body } = await postForm(
      '/api/practice_team_member/create_profile_picture',
      await token('surgicalcenter'),
      { id: String(member?.id), profile_picture: new Blob([new Uint8Array(big)], { type: 'image/png' }) },
      { chunked: true },
    );
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'profile_picture', message: 'File must be less than 1MB' });
    expect(await temporaryUploads()).toEqual([]);
  });

  it('answers an oversized licence document with its own message', async () => {
    const [pma] = await api.db.query<{ id: number }>("select id from users where username = 'pma'");
    const document = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(megabyte + 1)]);
    const { status, body } = await postForm('/api/license', await token('pmm'), {
      user_id: String(pma?.id),
      state: 'OR',
      certification_number: 'OR-1',
      effective_date: '2026-01-01',
      expiration_date: '2027-01-01',
      file: new Blob([new Uint8Array(document)], { type: 'application/pdf' }),
    }, { chunked: true });
    expect(status).toBe(422);
    expect(body.form_error).toEqual({ name: 'file', message: 'The licence document must be less than 1MB.' });
    expect(await temporaryUploads()).toEqual([]);
  });

  it('streams a firmware image of several MB to its final key, byte for byte, leaving no temporary file', async () => {
    const image = randomBytes(3 * megabyte + 17);
    const { status, body } = await postForm('/api/firmware', await token('superadmin'), {
      firmware_type_id: '7',
      version_number: '31.4.1',
      firmware: new Blob([new Uint8Array(image)]),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ version_number: '31.4.1', file_name: 'image.bin' });
    const [row] = await api.db.query<{ file_key: string }>("select file_key from firmwares where version_number = '31.4.1'");
    expect((await readFile(join(filesRoot, row?.file_key ?? 'none'))).equals(image)).toBe(true);
    expect(await temporaryUploads()).toEqual([]);
  });

  it('never takes a JSON look-alike of a file part for an upload', async () => {
    const [stored] = await api.db.query<{ file_key: string }>('select file_key from firmwares where file_key is not null limit 1');
    const forged = { file: { type: 'file', key: stored?.file_key, size: 10, head: [0x50, 0x4b, 3, 4], truncated: false, filename: 'x.zip', mimetype: 'application/zip' } };
    const { status, body } = await api.call<{ validation_errors?: Record<string, string[]> }>('uploadBugReportAttachments', forged, await token('staff'));
    expect(status).toBe(422);
    expect(body.validation_errors).toEqual({ file: ['File is required.'] });
  });

  it('answers a multipart body without a boundary 4xx in the documented shape', async () => {
    const response = await api.fetch('/api/bug_report/attachment', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('staff')}`, 'content-type': 'multipart/form-data' },
      body: 'not multipart at all',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) as string });
  });
});
