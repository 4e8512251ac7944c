import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';
import { createRequestValidator } from '../http/createRequestValidator';
import { createOperationRegistrar } from '../http/registerOperations';
import { featurePlugin, type FeatureDeps, type FeaturePlugin } from './Feature';
import { features } from './features';

// Handlers are built but never called here: the dependencies are empty stand-ins.
const noDeps = {
  db: {},
  clock: {},
  config: {},
  files: {},
  feedback: {},
  tablets: {},
  npiRegistry: {},
  addressLookup: {},
} as unknown as FeatureDeps;
const answer = () => Promise.resolve({ demo: false, version: '1' });

function registrar() {
  return createOperationRegistrar({
    openapi,
    validator: createRequestValidator(openapi),
    db: {} as Database,
    clock: {} as Clock,
    answerCheck: 'off',
    reportMismatch: () => undefined,
  });
}

async function boot(plugins: readonly FeaturePlugin[]) {
  const app = Fastify();
  const operations = registrar();
  for (const plugin of plugins) await app.register(plugin, { deps: noDeps, operations });
  operations.assertEveryOperationHandled();
  return app;
}

describe('features', () => {
  it('refuse to boot when two features handle the same operation, naming both', async () => {
    const first = featurePlugin('first', () => ({ portalInfo: answer }));
    const second = featurePlugin('second', () => ({ portalInfo: answer }));
    await expect(boot([first, second])).rejects.toThrow(
      'operation portalInfo is handled by two features: first and second',
    );
  });

  it('refuse to boot when an operation of specs/api has no handler', async () => {
    await expect(boot([featurePlugin('first', () => ({ portalInfo: answer }))])).rejects.toThrow(
      /operations without a handler: .*login \(POST \/login\)/,
    );
  });

  it('handle every operation of specs/api between them, each in one feature', async () => {
    const app = await boot(features);
    const described = Object.entries(openapi.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} /api${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    for (const route of described) {
      const [method, url] = route.split(' ');
      expect(app.hasRoute({ method: method ?? '', url: url ?? '' }), route).toBe(true);
    }
    await app.close();
  });
});
