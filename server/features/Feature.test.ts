import { describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { featureHandlers, type Feature, type FeatureDeps } from './Feature';
import { features } from './features';

const noDeps = {} as FeatureDeps;
const answer = () => Promise.resolve({ demo: false, version: '1' });

describe('features', () => {
  it('refuses two features handling the same operation, naming both', () => {
    const first: Feature = { name: 'first', handlers: () => ({ portalInfo: answer }) };
    const second: Feature = { name: 'second', handlers: () => ({ portalInfo: answer }) };
    expect(() => featureHandlers([first, second], noDeps)).toThrow('operation portalInfo is handled by two features: first and second');
  });

  it('handle every operation of specs/api between them, each in one feature', () => {
    const deps = { db: {}, clock: {}, config: {}, files: {}, feedback: {}, tablets: {}, npiRegistry: {}, addressLookup: {} } as unknown as FeatureDeps;
    const handled = Object.keys(featureHandlers(features, deps)).sort();
    const described = Object.values(openapi.paths)
      .flatMap((item) => Object.values(item as Record<string, { operationId?: string }>).map((operation) => operation.operationId))
      .filter((id): id is string => typeof id === 'string')
      .sort();
    expect(handled).toEqual(described);
  });
});
