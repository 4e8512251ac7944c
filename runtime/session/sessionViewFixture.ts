import { isAllowed, type AccessSubject } from '../../src/generated/access';
import type { SessionEvent } from '../../machines/session/types';
import type { SessionView } from './sessionView';

/** A session view with the events sent to it, for component tests. */
export interface SessionViewFixture extends SessionView {
  sent: SessionEvent[];
}

/**
 * A {@link SessionView} in a chosen state for component tests, evaluated by the generated
 * `isAllowed` exactly as the real binding does; the events the UI sends are collected in `sent`.
 *
 * @example
 * const session = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'pms', role_id: 14 } });
 */
export function sessionViewFixture(overrides: Partial<SessionView> = {}): SessionViewFixture {
  const sent: SessionEvent[] = [];
  const phase = overrides.phase ?? 'signedOut';
  const user = overrides.user;
  const permissions = overrides.permissions ?? user?.permissions ?? [];
  const subject: AccessSubject = overrides.subject ?? {
    signedIn: phase === 'signedIn',
    ...(user ? { roleId: user.role_id } : {}),
    permissions,
    hasPractice: overrides.practice !== undefined,
  };
  return {
    phase,
    busy: false,
    idleWarning: false,
    user: undefined,
    practice: undefined,
    acting: undefined,
    consented: true,
    error: undefined,
    notice: undefined,
    otp: undefined,
    deepLink: undefined,
    maintenance: { ongoing: [], upcoming: [] },
    middlewareVersion: undefined,
    mfgApi: undefined,
    redirect: undefined,
    ...overrides,
    permissions,
    subject,
    can: (rule) => isAllowed(rule, subject),
    send: (event) => sent.push(event),
    sent,
  };
}
