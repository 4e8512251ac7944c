import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock/Clock';
import type { Database } from '../db/Database';
import { openTestDatabase } from '../db/openTestDatabase';
import { createRequestValidator } from './createRequestValidator';
import { installErrorHandling } from './installErrorHandling';
import type { OperationHandlers } from './OperationHandler';
import { registerOperations, type OpenApiDocument } from './registerOperations';

const openapi: OpenApiDocument = {
  paths: {
    '/login': { post: { operationId: 'login' } },
    '/secret/{id}': { get: { operationId: 'notInAccessYaml' } },
  },
};
const answer = () => Promise.resolve({ ok: true });
// Fake operations answering a fake shape: outside the typed map on purpose.
const handlers = { login: answer, notInAccessYaml: answer } as unknown as OperationHandlers;

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('registerOperations', () => {
  it('refuses to boot when an operation has no handler', () => {
    const app = Fastify();
    expect(() =>
      registerOperations(app, { openapi, handlers: { login: answer } as unknown as OperationHandlers, validator: createRequestValidator(openapi), db, clock: systemClock }),
    ).toThrow('operation notInAccessYaml (GET /secret/{id}) has no handler');
  });

  it('refuses to boot when a handler has no operation', () => {
    const app = Fastify();
    const extra = { ...handlers, logout: answer } as unknown as OperationHandlers;
    expect(() => registerOperations(app, { openapi, handlers: extra, validator: createRequestValidator(openapi), db, clock: systemClock })).toThrow(
      'handlers without an operation in the OpenAPI document: logout',
    );
  });

  it('answers {data} for an allowed call and 403 for an operation without an access rule', async () => {
    const app = Fastify();
    installErrorHandling(app);
    registerOperations(app, { openapi, handlers, validator: createRequestValidator(openapi), db, clock: systemClock });
    const allowed = await app.inject({ method: 'POST', url: '/api/login' });
    expect(allowed.json()).toEqual({ data: { ok: true } });
    const denied = await app.inject({ method: 'GET', url: '/api/secret/1' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'This action is unauthorized.' });
    await app.close();
  });
});
