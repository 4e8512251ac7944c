import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock/Clock';
import type { Database } from '../db/Database';
import { openTestDatabase } from '../db/openTestDatabase';
import { createRequestValidator } from './createRequestValidator';
import { installErrorHandling } from './installErrorHandling';
import type { OperationHandlers } from './OperationHandler';
import {
  createOperationRegistrar,
  type AnswerMismatchReport,
  type OpenApiDocument,
} from './registerOperations';

const answerSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } },
};
const refusalSchema = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
const openapi: OpenApiDocument = {
  paths: {
    '/login': {
      post: {
        operationId: 'login',
        responses: { '200': { content: { 'application/json': { schema: answerSchema } } } },
      },
    },
    '/secret/{id}': {
      get: {
        operationId: 'notInAccessYaml',
        responses: { '401': { content: { 'application/json': { schema: refusalSchema } } } },
      },
    },
  },
};
// Fake operations answering a fake shape: outside the typed map on purpose.
const handlersAnswering = (data: unknown) => {
  const answer = () => Promise.resolve(data);
  return { login: answer, notInAccessYaml: answer } as unknown as OperationHandlers;
};

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await db.close();
});

function serve(answerCheck: 'off' | 'fail', data: unknown) {
  const app = Fastify();
  installErrorHandling(app);
  const reports: AnswerMismatchReport[] = [];
  const operations = createOperationRegistrar({
    openapi,
    validator: createRequestValidator(openapi),
    db,
    clock: systemClock,
    answerCheck,
    reportMismatch: (report) => reports.push(report),
  });
  operations.register(app, 'fake', handlersAnswering(data));
  operations.assertEveryOperationHandled();
  return { app, reports };
}

describe('the operation registrar', () => {
  it('refuses to boot when a handler has no operation', () => {
    const operations = createOperationRegistrar({
      openapi,
      validator: createRequestValidator(openapi),
      db,
      clock: systemClock,
      answerCheck: 'off',
      reportMismatch: () => undefined,
    });
    const extra = {
      ...handlersAnswering({ ok: true }),
      logout: () => Promise.resolve({}),
    } as unknown as OperationHandlers;
    expect(() => operations.register(Fastify(), 'fake', extra)).toThrow(
      'handlers without an operation in the OpenAPI document: logout (feature fake)',
    );
  });

  it('refuses to boot when a body guard has no handler in its feature', () => {
    const operations = createOperationRegistrar({
      openapi,
      validator: createRequestValidator(openapi),
      db,
      clock: systemClock,
      answerCheck: 'off',
      reportMismatch: () => undefined,
    });
    expect(() => operations.register(Fastify(), 'fake', handlersAnswering({ ok: true }), { logout: () => Promise.resolve() })).toThrow(
      'body guards without a handler in feature fake: logout',
    );
  });

  it('answers {data} for an allowed call and 403 for an operation without an access rule', async () => {
    const { app } = serve('off', { ok: true });
    const allowed = await app.inject({ method: 'POST', url: '/api/login' });
    expect(allowed.json()).toEqual({ data: { ok: true } });
    const denied = await app.inject({ method: 'GET', url: '/api/secret/1' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'This action is unauthorized.' });
    await app.close();
  });

  it('never sends a field that the answer schema does not declare (a column read by select *)', async () => {
    const { app } = serve('off', { ok: true, password_hash: '$2b$10$secret' });
    const answer = await app.inject({ method: 'POST', url: '/api/login' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"data":{"ok":true}}');
    await app.close();
  });

  it('in test mode answers 500 and reports the operation, path and field of an answer outside its description', async () => {
    const { app, reports } = serve('fail', { ok: 'yes', password_hash: 'x' });
    const answer = await app.inject({ method: 'POST', url: '/api/login' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Server Error' });
    expect(reports).toEqual([
      { operationId: 'login', method: 'POST', path: '/login', problems: ['/data/ok must be boolean'] },
    ]);
    await app.close();
  });

  it('in test mode reports a field the serializer would drop', async () => {
    const { app, reports } = serve('fail', { ok: true, password_hash: 'x' });
    const answer = await app.inject({ method: 'POST', url: '/api/login' });
    expect(answer.statusCode).toBe(500);
    expect(reports[0]?.problems).toEqual([
      '/data/password_hash is not in the description: the serializer drops it',
    ]);
    await app.close();
  });

  it('in test mode answers 500 for a refusal whose status the description does not list', async () => {
    const { app, reports } = serve('fail', { ok: true });
    const refused = await app.inject({ method: 'GET', url: '/api/secret/1' });
    expect(refused.statusCode).toBe(500);
    expect(reports).toEqual([
      {
        operationId: 'notInAccessYaml',
        method: 'GET',
        path: '/secret/{id}',
        problems: ['answers 403, which its description does not list'],
      },
    ]);
    await app.close();
  });
});

describe('the parameters a handler receives', () => {
  // A public operation (portalInfo) with typed path and query parameters: the registrar coerces
  // the text they arrive as before the handler runs.
  const typed: OpenApiDocument = {
    paths: {
      '/info/{id}': {
        get: {
          operationId: 'portalInfo',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
            { name: 'code', in: 'query', schema: { type: 'string', maxLength: 8 } },
            { name: 'active', in: 'query', schema: { type: 'boolean' } },
            { name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
          ],
          responses: { '422': { content: { 'application/json': { schema: refusalSchema } } } },
        },
      },
    },
  };

  function serveTyped() {
    const app = Fastify();
    installErrorHandling(app);
    const received: unknown[] = [];
    const operations = createOperationRegistrar({
      openapi: typed,
      validator: createRequestValidator(typed),
      db,
      clock: systemClock,
      answerCheck: 'off',
      reportMismatch: () => undefined,
    });
    // A fake operation answering a fake shape: outside the typed map on purpose.
    const handlers = {
      portalInfo: (call: { params: unknown; query: unknown; profile: unknown }) => {
        received.push({ params: call.params, query: call.query, profile: call.profile });
        return Promise.resolve({});
      },
    } as unknown as OperationHandlers;
    operations.register(app, 'fake', handlers);
    return { app, received };
  }

  it('are coerced to the types of their schemas: an integer a number, a boolean true or false, a list a list, digits of a text the text', async () => {
    const { app, received } = serveTyped();
    const answer = await app.inject({ method: 'GET', url: '/api/info/7?code=0012&active=false&ids=3' });
    expect(answer.statusCode).toBe(200);
    expect(received).toEqual([{ params: { id: 7 }, query: { code: '0012', active: false, ids: [3] }, profile: null }]);
    await app.close();
  });

  it('answer 422 in the documented validation shape, never 5xx, when one does not fit its schema', async () => {
    const { app, received } = serveTyped();
    for (const url of ['/api/info/abc', '/api/info/1.5', '/api/info/0', '/api/info/99999999999', '/api/info/7?active=maybe', '/api/info/7?ids=x']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json(), url).toMatchObject({ message: 'Validation failed', error_codes: [expect.stringMatching(/^000F000[23]$/)] });
    }
    const named = await app.inject({ method: 'GET', url: '/api/info/abc' });
    expect(Object.keys(named.json<{ validation_errors: object }>().validation_errors)).toEqual(['id']);
    expect(received).toEqual([]);
    await app.close();
  });
});
