// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { RegisteredScreen } from './RegisteredScreen';
import { inlineInputNames } from './inlineInputNamed';
import { createRuntimeRegistry } from './RuntimeRegistry';
import { RuntimeRegistryProvider } from './RuntimeRegistryContext';

describe('the runtime registry', () => {
  it('resolves the custom screens and machines it was built with', () => {
    const Login = () => null;
    const session = createMachine({ id: 'session' });
    const loadSession = () => Promise.resolve(session);
    const registry = createRuntimeRegistry({ screens: { login: Login }, machines: { session: loadSession } });
    expect(registry.screens.resolve('login', { spec: 'screens/login.screen.yaml' })).toBe(Login);
    expect(registry.machines.resolve('session', { spec: 'screens/login.screen.yaml' })).toBe(loadSession);
  });

  it('names the spec and the nearest screen instead of rendering a blank page', () => {
    const registry = createRuntimeRegistry({ screens: { passwordReset: () => null } });
    expect(() => registry.screens.resolve('passwordRest', { spec: 'screens/reset.screen.yaml' })).toThrow(
      "screens/reset.screen.yaml: unknown screen 'passwordRest'; did you mean 'passwordReset'?",
    );
  });

  it('keeps the generic filter widgets and formats beside what the app adds', () => {
    const registry = createRuntimeRegistry();
    expect(inlineInputNames(registry)).toEqual(expect.arrayContaining(['search', 'select', 'text', 'date']));
    expect(registry.formats.has('number')).toBe(true);
    expect(registry.shell.menuSublabels).toBeTypeOf('function');
    expect(registry.shell.headerActions).toEqual([]);
  });

  it('draws the custom screen of the registry the nearest provider gives', () => {
    const registry = createRuntimeRegistry({ screens: { welcome: () => <p>Welcome</p> } });
    render(
      <RuntimeRegistryProvider value={registry}>
        <RegisteredScreen name="welcome" spec="src/routes.tsx" />
      </RuntimeRegistryProvider>,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
  });
});
