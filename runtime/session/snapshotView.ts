import type {
  SessionContext as MachineContext,
  SessionEvent,
  SessionTag,
} from '../../machines/session/types';
import { isAllowed, type AccessSubject } from '../../src/generated/access';
import type { SessionPhase, SessionView } from './sessionView';

/** The parts of a session machine snapshot the view reads. */
export interface SessionSnapshotLike {
  context: MachineContext;
  hasTag(tag: SessionTag): boolean;
}

/**
 * Maps a session machine snapshot onto the {@link SessionView} the UI reads: the phase and flags
 * from the machine's state tags, everything else from its context, and `can(rule)` through the
 * generated `isAllowed` with the acting context as subject.
 */
export function snapshotView(
  snapshot: SessionSnapshotLike,
  send: (event: SessionEvent) => void,
): SessionView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const subject: AccessSubject = {
    signedIn: phase === 'signedIn',
    ...(context.user ? { roleId: context.user.role_id } : {}),
    permissions: context.permissions,
    hasPractice: context.practice !== undefined,
  };
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    idleWarning: snapshot.hasTag('idleWarning'),
    user: context.user,
    practice: context.practice,
    acting: context.acting?.member,
    permissions: context.permissions,
    consented: context.consented,
    error: context.error,
    notice: context.notice,
    otp: context.otp,
    deepLink: context.deepLink,
    maintenance: context.maintenance,
    middlewareVersion: context.middlewareVersion,
    mfgApi: context.mfgApi,
    redirect: context.redirect,
    subject,
    can: (rule) => isAllowed(rule, subject),
    send,
  };
}

function phaseOf(snapshot: SessionSnapshotLike): SessionPhase {
  if (snapshot.hasTag('checking')) return 'checking';
  if (snapshot.hasTag('twoFactor')) return 'twoFactor';
  if (snapshot.hasTag('signedIn') || snapshot.hasTag('consent')) return 'signedIn';
  return 'signedOut';
}
