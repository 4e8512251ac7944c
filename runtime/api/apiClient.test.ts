import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createCadenceApi, type ApiClientOptions } from './apiClient';

/** What the test server saw of the last request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen | undefined;
// The answer the server gives next: status, body and any headers of its own.
let reply: { status: number; body: unknown; headers?: Record<string, string> };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = undefined;
  reply = { status: 200, body: { data: { ok: true } } };
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createCadenceApi({ baseUrl, getToken: () => 'token-1', ...overrides });
}

describe('createCadenceApi', () => {
  it('[api-returns-data] resolves with the data field of the answer', async () => {
    reply = { status: 200, body: { data: { id: 7, name: 'Lakeside' } } };
    await expect(client().get('/practice/7')).resolves.toEqual({ id: 7, name: 'Lakeside' });
  });

  it('[api-returns-data] gives the whole body when asked', async () => {
    reply = { status: 200, body: { data: [1, 2], currentPage: 1, lastPage: 3 } };
    await expect(client().post('/patient/list', { page: 1 }, { whole: true })).resolves.toEqual({
      data: [1, 2],
      currentPage: 1,
      lastPage: 3,
    });
  });

  it('[api-bearer-token] sends the stored token as a bearer token under /api', async () => {
    await client().get('/user');
    expect(seen?.url).toBe('/api/user');
    expect(seen?.headers.authorization).toBe('Bearer token-1');
  });

  it('[api-bearer-token] reads the token on every call, so a refreshed token is used at once', async () => {
    let token: string | undefined = undefined;
    const api = client({ getToken: () => token });
    await api.get('/user');
    expect(seen?.headers.authorization).toBeUndefined();
    token = 'token-2';
    await api.get('/user');
    expect(seen?.headers.authorization).toBe('Bearer token-2');
  });

  it('[forwarded-for-header] sends X-Forwarded-For only when an IP lookup is configured', async () => {
    await client().get('/user');
    expect(seen?.headers['x-forwarded-for']).toBeUndefined();
    await client({ ipLookup: () => Promise.resolve('203.0.113.7') }).get('/user');
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('[api-helpers] posts JSON', async () => {
    await client().post('/maintenance', { message: 'Upgrade' });
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ message: 'Upgrade' });
  });

  it('[api-helpers] posts multipart form data with its boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'rows.csv');
    await client().postMultipart('/upload', form);
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.body).toContain('filename="rows.csv"');
    expect(seen?.body).toContain('a,b\n1,2');
  });

  it('[api-helpers] patches with a JSON body', async () => {
    await client().patch('/patient/3', { locked: false });
    expect(seen?.method).toBe('PATCH');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ locked: false });
  });

  it('[api-helpers] deletes with a JSON body', async () => {
    await client().del('/patient_device', { id: 4 });
    expect(seen?.method).toBe('DELETE');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ id: 4 });
  });

  it('[api-helpers] fills path and query parameters', async () => {
    await client().get('/patient/{id}', { params: { path: { id: 42 }, query: { include: 'devices' } } });
    expect(seen?.url).toBe('/api/patient/42?include=devices');
  });

  it('[api-returns-data] rethrows a failure as an ApiError with status, body and message', async () => {
    const body = {
      message: 'Validation failed',
      form_error: { name: 'password', message: 'Must include number' },
    };
    reply = { status: 422, body };
    const failure = await client()
      .post('/reset_password', {})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, body, message: 'Validation failed' });
  });

  it('issue 25 finding 4: keeps the wait a 503 asks for (Retry-After, seconds) on the error', async () => {
    reply = { status: 503, body: { message: 'The service is unavailable right now.' }, headers: { 'Retry-After': '5' } };
    const failure = await client()
      .get('/patient/7')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503, retryAfterMs: 5000 });
    reply = { status: 500, body: { message: 'Server Error' } };
    expect(await client().get('/patient/7').catch((error: unknown) => error)).toMatchObject({ status: 500, retryAfterMs: undefined });
  });

  it('[network-error-message] turns a network failure into an ApiError carrying the network message', async () => {
    const failure = await createCadenceApi({ baseUrl: 'http://127.0.0.1:9/api', getToken: () => undefined })
      .get('/user')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect((failure as ApiError).message).toBe('fetch failed');
  });

  it('[login-call] calls an operation by its operationId', async () => {
    reply = { status: 200, body: { data: { two_factor_required: true, username: 'superadmin' } } };
    const result = await client().callOperation('login', { username: 'superadmin', password: 'x' });
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/login');
    expect(result).toEqual({ two_factor_required: true, username: 'superadmin' });
  });

  it('[maintenance-list] a GET operation is called without a body, even when a list screen passes its paging request', async () => {
    reply = { status: 200, body: { data: [] } };
    const result = await client().callOperation('listMaintenance', { limit: 20, page: 1, search: {} });
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/api/maintenance/list');
    expect(seen?.body).toBe('');
    expect(result).toEqual([]);
  });
});
