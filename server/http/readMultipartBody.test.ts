import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../adapters/files/createLocalFileStorage';
import { ApiError } from './ApiError';
import { readMultipartBody } from './readMultipartBody';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

/** A server whose one route reads its multipart body and answers the error status, if any. */
async function uploadServer() {
  const root = await mkdtemp(join(tmpdir(), 'cadence-multipart-'));
  roots.push(root);
  const files = createLocalFileStorage(root);
  const app = Fastify();
  await app.register(multipart, { throwFileSizeLimit: false });
  app.post('/upload', async (request, reply) => {
    try {
      const { body } = await readMultipartBody(request, files, 1024);
      return { fields: Object.keys(body) };
    } catch (error) {
      return reply.status(error instanceof ApiError ? error.status : 500).send({ failed: true });
    }
  });
  return app;
}

describe('readMultipartBody', () => {
  it('answers 400 for a body cut short inside its file even when the parser ends before the part is read', async () => {
    const app = await uploadServer();
    // inject delivers the whole body and its end in one tick: the parser destroys the cut part
    // before the route's loop receives it, which once left the upload waiting for ever.
    const payload = '--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--abc\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\nPK';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload });
      expect(response.statusCode).toBe(400);
    }
    await app.close();
  }, 10_000);

  it('reads a whole body: its fields and its file', async () => {
    const app = await uploadServer();
    const payload = '--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--abc\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\nPK\r\n--abc--\r\n';
    const response = await app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload });
    expect(response.json()).toEqual({ fields: ['note', 'file'] });
    await app.close();
  });
});
