import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine, type SessionMachine } from '../../machines/session/sessionMachine';
import { defaultSessionTiming } from '../../machines/session/sessionTiming';
import type { SessionEvent, SessionInput } from '../../machines/session/types';
import { landingRoute } from '../../src/generated/access';
import { constants } from '../../src/generated/catalog';
import { portalApi, portalSessionStore, setPortalTokenSource } from '../api/portalApi';
import { listenForActivity } from './activityListener';
import { readClockOverride } from './clockOverride';
import { createTokenSharing } from './createTokenSharing';
import { SessionContext } from './SessionContext';
import { forgetLegacyTwoFactorToken } from './legacyTwoFactorToken';
import { newSessionId } from './newSessionId';
import { sessionActors } from './sessionActors';
import { snapshotView } from './snapshotView';
import { shareSessionWithTabs } from './tabSharing';

/** What the machine starts from: the stored session and the timers. */
function sessionInput(): SessionInput {
  const stored = portalSessionStore().read();
  forgetLegacyTwoFactorToken(window.localStorage);
  return {
    landingRoute,
    redirectUrl: `${window.location.origin}/`,
    ...(stored ? { storedToken: stored.token } : {}),
    // `localStorage['cadence.clock']` may shorten the spec's timers (end-to-end tests).
    timing: readClockOverride(window.localStorage, defaultSessionTiming),
    newSessionId: () => newSessionId(),
    now: () => Date.now(),
  };
}

/**
 * Runs the session machine for the page and provides its {@link SessionView} to the UI: the
 * machine's actors call the middleware through the portal API client, the stored session (token,
 * its expiry, the session's name, user, practice) mirrors the machine so it survives a reload and
 * a window opened from this one starts from it, the other windows of the session share its token
 * refreshes and its sign-out (`createTokenSharing`), and DOM activity reaches the machine as
 * ACTIVITY, debounced by 200 ms ([activity-debounce]).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const store = portalSessionStore();
  // The actors read the running machine through this ref; it is set before the actor starts.
  const actorRef = useRef<ActorRefFrom<SessionMachine>>(undefined);
  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: {
        tokenSharing: createTokenSharing(),
        ...sessionActors({
          api: portalApi(),
          store,
          currentUser: () => actorRef.current?.getSnapshot().context.user,
          currentSubject: () => {
            const context = actorRef.current?.getSnapshot().context;
            return {
              signedIn: context?.user !== undefined,
              roleId: context?.user?.role_id,
              permissions: context?.permissions ?? [],
              hasPractice: context?.practice !== undefined,
            };
          },
        }),
      },
    }),
  );
  const [input] = useState(sessionInput);
  const actor = useActorRef(machine, { input });
  actorRef.current = actor;
  const snapshot = useSelector(actor, (state) => state);
  const send = useCallback((event: SessionEvent) => actor.send(event), [actor]);

  // Calls take the token straight from the machine, so a new or refreshed token is used at once.
  useState(() => setPortalTokenSource(() => actor.getSnapshot().context.token));

  // Mirror the session into storage so that a reload restores it; only a session the machine has
  // held is cleared, so a restore under way is never wiped ([logout-clears-state]).
  const { token, tokenExpiresAt, sessionId, user, practice, acting, middlewareVersion, mfgApi } = snapshot.context;
  const heldToken = useRef(false);
  useEffect(() => {
    if (token && user) {
      heldToken.current = true;
      store.write({
        token,
        ...(tokenExpiresAt === undefined ? {} : { expiresAt: tokenExpiresAt }),
        ...(sessionId === undefined ? {} : { sessionId }),
        user,
        practice: practice ?? null,
        build: { middlewareVersion, mfgApi },
        // Acting as a practice's member survives a reload, as it does on the server's token.
        ...(acting ? { acting: { practice: practice ?? null, practice_team_member: acting.member, permissions: acting.permissions } } : {}),
      });
    } else if (!token && heldToken.current) {
      heldToken.current = false;
      store.clear();
    }
  }, [store, token, tokenExpiresAt, sessionId, user, practice, acting, middlewareVersion, mfgApi]);

  const view = snapshotView(snapshot, send);
  const signedIn = view.phase === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    // The other tabs of the browser may start from this session, and each tab's activity keeps
    // the others' idle timers from ending it (issue 27, defect 8).
    const tabs = shareSessionWithTabs(store, sessionId, () => send({ type: 'ACTIVITY' }));
    const stopListening = listenForActivity(
      window,
      () => {
        send({ type: 'ACTIVITY' });
        tabs.activity();
      },
      Number(constants.activityDebounceMs),
    );
    return () => {
      stopListening();
      tabs.stop();
    };
  }, [signedIn, send, store, sessionId]);

  return <SessionContext.Provider value={view}>{children}</SessionContext.Provider>;
}
