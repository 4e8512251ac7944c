import { useEffect, useRef, useState, type ReactNode } from 'react';
import { operations } from '../../src/generated/operations';
import { invalidateReadersOf, usePortalQueryClient } from '../api/operationQueries';
import { portalToken } from '../api/portalApi';
import { useSession } from '../session/SessionContext';
import { createRealtimeConnection, type RealtimeConnectionOptions } from './createRealtimeConnection';
import { createPortalPushHub } from './portalPushHub';
import { PortalPushContext } from './PortalPushContext';
import { createRealtimeStatusHub } from './realtimeStatusHub';
import { RealtimeStatusContext } from './RealtimeStatusContext';

/** Every resource some operation reads (`x-cadence-reads`), to refresh after a missed stretch. */
const readResources = [
  ...new Set(Object.values(operations).flatMap((operation): readonly string[] => ('reads' in operation ? operation.reads : []))),
];

/** The address of the middleware's socket on the portal's own origin. */
function eventsUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/events`;
}

/**
 * The portal's real-time channel, mounted once under the session and the query client: while a
 * user is signed in, one socket for this tab (opened after sign-in, closed on sign-out) whose
 * change events mark the cached answers of the changed resource stale, so an open list refreshes
 * when another tab or another user edits one of its records. On sign-out, or when the user or the
 * practice acted as changes, the cache is emptied so that nobody sees another context's answers.
 * Live-monitoring pushes of the socket reach the `children` that listen (`usePortalPushes`), and
 * so do the channel's status and resyncs (`useRealtimeStatus`, `useRealtimeResync`): after a
 * resync every read resource is marked stale, and a screen with live data of its own reloads it.
 *
 * @example
 * <SessionProvider><RealtimeChannel><RouterProvider router={router} /></RealtimeChannel></SessionProvider>
 */
export function RealtimeChannel({ openSocket, children }: { openSocket?: RealtimeConnectionOptions['openSocket']; children?: ReactNode }) {
  const session = useSession();
  const queryClient = usePortalQueryClient();
  const signedIn = session.phase === 'signedIn';
  const identity = signedIn ? `${session.user?.id ?? ''}/${session.practice?.id ?? ''}/${session.acting?.id ?? ''}` : '';

  const [pushes] = useState(createPortalPushHub);
  const [status] = useState(createRealtimeStatusHub);
  const shownIdentity = useRef(identity);
  useEffect(() => {
    if (shownIdentity.current === identity) return;
    shownIdentity.current = identity;
    queryClient.clear();
  }, [identity, queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    const connection = createRealtimeConnection({
      url: eventsUrl(),
      getToken: portalToken,
      onChange: (change) => void invalidateReadersOf(queryClient, change.resource),
      onPush: (push) => pushes.emit(push),
      onResync: () => {
        readResources.forEach((resource) => void invalidateReadersOf(queryClient, resource));
        status.resync();
      },
      onStatus: (next) => status.setStatus(next),
      ...(openSocket ? { openSocket } : {}),
    });
    return () => {
      connection.close();
      // Signed out: no channel to be down.
      status.setStatus('live');
    };
  }, [signedIn, queryClient, openSocket, pushes, status]);
  return (
    <PortalPushContext.Provider value={pushes}>
      <RealtimeStatusContext.Provider value={status}>{children}</RealtimeStatusContext.Provider>
    </PortalPushContext.Provider>
  );
}
