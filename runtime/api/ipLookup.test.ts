import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredIpLookup, createIpLookup } from './ipLookup';

let server: Server;
let origin: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ip":"198.51.100.4"}');
    } else if (request.url === '/text') {
      response.end('198.51.100.5\n');
    } else {
      response.writeHead(503);
      response.end('busy');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createIpLookup', () => {
  it('[forwarded-for-header] reads the address from a JSON answer, once', async () => {
    const lookup = createIpLookup(`${origin}/json`);
    const before = hits;
    expect(await lookup()).toBe('198.51.100.4');
    expect(await lookup()).toBe('198.51.100.4');
    expect(hits - before).toBe(1);
  });

  it('[forwarded-for-header] reads a bare address answer', async () => {
    expect(await createIpLookup(`${origin}/text`)()).toBe('198.51.100.5');
  });

  it('[forwarded-for-header] treats a failing service as unknown instead of failing the call', async () => {
    expect(await createIpLookup(`${origin}/down`)()).toBeUndefined();
  });

  it('[forwarded-for-header] is off when no service is configured', () => {
    expect(configuredIpLookup(undefined)).toBeUndefined();
    expect(configuredIpLookup('')).toBeUndefined();
  });
});
