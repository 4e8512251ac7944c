import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { registerMachine, resolveMachine } from './machineRegistry';
import { registerScreen, resolveScreen } from './screenRegistry';

describe('custom screens and machines', () => {
  it('resolves what the app registered at startup', () => {
    const Login = () => null;
    registerScreen('login', Login);
    expect(resolveScreen('login', 'screens/login.screen.yaml')).toBe(Login);
    const session = createMachine({ id: 'session' });
    registerMachine('session', session);
    expect(resolveMachine('session', 'screens/login.screen.yaml')).toBe(session);
  });

  it('names the spec and the nearest screen instead of rendering a blank page', () => {
    registerScreen('passwordReset', () => null);
    expect(() => resolveScreen('passwordRest', 'screens/reset.screen.yaml')).toThrow(
      "screens/reset.screen.yaml: unknown screen 'passwordRest'; did you mean 'passwordReset'?",
    );
  });
});
