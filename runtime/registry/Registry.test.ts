import { describe, expect, it } from 'vitest';
import { Registry } from './Registry';
import { UnknownNameError } from './UnknownNameError';

const spec = 'screens/patients.screen.yaml';

describe('Registry', () => {
  it("prefers the spec's own override, then the registry, then the default", () => {
    const registry = new Registry('format', { text: 'registered text', number: 'registered number' });
    const context = { spec, overrides: { text: 'own text' }, fallback: 'default' };
    expect(registry.resolve('text', context)).toBe('own text');
    expect(registry.resolve('number', context)).toBe('registered number');
    expect(registry.resolve(undefined, context)).toBe('default');
  });

  it('throws an error naming the spec and the nearest known name for an unknown name', () => {
    const registry = new Registry('format', { painColour: 1, phone: 2 });
    expect(() => registry.resolve('painColor', { spec })).toThrow(
      new UnknownNameError('format', 'painColor', spec, 'painColour'),
    );
    expect(() => registry.resolve('painColor', { spec })).toThrow(
      "screens/patients.screen.yaml: unknown format 'painColor'; did you mean 'painColour'?",
    );
  });

  it('throws when the spec names nothing and there is no default', () => {
    expect(() => new Registry('screen').resolve(undefined, { spec })).toThrow(UnknownNameError);
  });

  it('lists the names it was built with', () => {
    const registry = new Registry<number>('machine', { wizard: 2, session: 1 });
    expect(registry.names()).toEqual(['session', 'wizard']);
    expect(registry.has('session')).toBe(true);
    expect(registry.has('other')).toBe(false);
  });
});
