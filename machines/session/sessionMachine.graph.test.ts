// Model-based coverage: @xstate/graph walks the machine's own transition function with every UI
// event and every answer the injected actors and delays can give, and finds the shortest path to
// each distinct state. The tests then check that every state node is reached, and replay each
// path on a running actor (fake actors, fake clock) to check the interpreter agrees with the model.
import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { isInStatePath } from '../isInStatePath';
import { sessionMachine } from './sessionMachine';
import { fakeLandingRoute, loginResult, startSession, type SessionActorName, type SessionActorTypes } from './sessionTestHarness';
import type { SessionEvent, TokenSharingCommand } from './types';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
// The model also feeds the events XState raises itself: actor answers and elapsed delays.
type ModelEvent = SessionEvent | { type: string; output?: unknown; error?: unknown; actorId?: string };

const result = loginResult();
const sampleOutputs: { [K in SessionActorName]: SessionActorTypes[K]['output'][] } = {
  login: [
    result,
    loginResult({ user: { consented: false } }),
    { two_factor_required: true, username: 'superadmin' },
    { password_reset_code: 'R3SET' },
  ],
  loginOkta: [result],
  validateOtpCode: [
    { locked: true, verified: false, message: 'Locked' },
    { locked: false, verified: true, message: 'Verified' },
    { locked: false, verified: false, message: 'Invalid code.' },
  ],
  resendOtpCode: [{ message: 'Sent' }],
  restoreSession: [{ access_token: 'fresh', user: result.user, practice: result.practice }],
  loadRoles: [{ permissions: ['viewPlan'] }],
  loadLookups: [{}],
  acceptPrivacyPolicy: [{ consented: true }],
  refreshToken: [{ access_token: 'token-2', expires_in: 900 }],
  finishViewingLog: [{}],
  logout: [{}],
};
// Plain objects rather than Errors, so that the model tells the failures apart when it
// serializes events: a refusal, the SSO refusal, a database outage's 503 and no answer at all.
const sampleErrors = [
  { message: 'Server error' },
  { message: 'User is not assigned to the client application' },
  { status: 503, message: 'Service unavailable', retryAfterMs: 1000 },
  { status: 0, message: 'Failed to fetch' },
];

const uiEvents: SessionEvent[] = [
  { type: 'LOGIN', username: 'surgeon', password: 'Cadence#2026' },
  { type: 'LOGIN_TOKEN', username: 'surgeon', loginToken: 'link-token' },
  { type: 'SSO', username: 'surgeon', token: 'okta-token' },
  { type: 'SUBMIT_OTP', code: '' },
  { type: 'SUBMIT_OTP', code: '123' },
  { type: 'SUBMIT_OTP', code: '123456' },
  { type: 'RESEND_OTP' },
  { type: 'CANCEL_OTP' },
  { type: 'ACCEPT_POLICY' },
  { type: 'DECLINE_POLICY' },
  { type: 'ACTIVITY' },
  { type: 'STAY' },
  { type: 'LOGOUT' },
  { type: 'SET_REMOTE_CALL', on: true },
  { type: 'SET_REMOTE_CALL', on: false },
  { type: 'SET_DEEP_LINK', path: '/patients' },
  { type: 'TOKEN_FOUND', token: 'stored' },
  // What the other windows of the session tell (the token-sharing actor).
  { type: 'REFRESH_CLAIMED', latest: undefined },
  { type: 'REFRESH_CLAIMED', latest: { access_token: 'refreshed-elsewhere', expires_in: 900 } },
  { type: 'TOKEN_SHARED', answer: { access_token: 'shared', expires_in: 900 } },
  { type: 'SIGNED_OUT_ELSEWHERE', expired: false },
  { type: 'SIGNED_OUT_ELSEWHERE', expired: true },
];

/** The model's token sharing answers nothing on its own: its events come from the list above. */
const silentWindows = fromCallback<TokenSharingCommand>(() => undefined);

const stateNodes: AnyStateNode[] = getStateNodes(sessionMachine.root);

/** Every answer of every invoked actor and every delay the machine declares, as XState raises them. */
const machineEvents: ModelEvent[] = stateNodes.flatMap((node) => [
  ...node.after.map((transition): ModelEvent => ({ type: String(transition.eventType) })),
  // The token-sharing actor has no answer: what it tells is among the events above.
  ...node.invoke.filter((invoke) => invoke.id !== 'tokenSharing').flatMap((invoke) => {
    const outputs: unknown[] = sampleOutputs[invoke.src as SessionActorName];
    return [
      ...outputs.map((output) => ({ type: `xstate.done.actor.${invoke.id}`, output, actorId: invoke.id })),
      ...sampleErrors.map((error) => ({ type: `xstate.error.actor.${invoke.id}`, error, actorId: invoke.id })),
    ];
  }),
]);
const events = [...uiEvents, ...machineEvents] as SessionEvent[];

// The state value alone would merge states that guards tell apart: the seconds left before Resend,
// consent and remote-call mode.
function serializeState(snapshot: SessionSnapshot): string {
  const { otp, consented, remoteCall } = snapshot.context;
  return JSON.stringify([snapshot.value, otp?.resendAvailableInSec, consented, remoteCall]);
}

const paths = getShortestPaths(sessionMachine, {
  input: { landingRoute: fakeLandingRoute },
  events,
  serializeState,
});

describe('session machine model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches every state node of the machine on some path', () => {
    // `starting` only decides between restoring and signedOut; nothing ever rests in it.
    const resting = stateNodes.filter((node) => node.path.join('.') !== 'starting');
    const unreached = resting.filter((node) => !paths.some((path) => isInStatePath(path.state.value, node.path)));
    expect(unreached.map((node) => node.id)).toEqual([]);
    expect(resting.length).toBeGreaterThan(25);
  });

  it('reaches every tag the runtime reads', () => {
    const tags = new Set(paths.flatMap((path) => [...path.state.tags]));
    expect([...tags].sort()).toEqual(['busy', 'checking', 'consent', 'idleWarning', 'signedIn', 'signedOut', 'twoFactor']);
  });

  it('walks every path on a running actor and ends where the model says', () => {
    for (const path of paths) {
      const run = startSession({ tokenSharing: silentWindows });
      for (const step of path.steps) {
        // The first step is the machine's own start, which the actor has already taken.
        const type: string = step.event.type;
        if (type === 'xstate.init') continue;
        run.actor.send(step.event);
      }
      const snapshot = run.actor.getSnapshot();
      expect(snapshot.status, path.steps.map((step) => step.event.type).join(' → ')).toBe('active');
      expect(serializeState(snapshot)).toBe(serializeState(path.state));
      run.actor.stop();
    }
    expect(paths.length).toBeGreaterThan(100);
    // Hundreds of paths replayed one by one take seconds on a loaded machine.
  }, 30_000);
});
