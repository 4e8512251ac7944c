import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationQueryKey } from '../api/operationQueries';
import { setPortalTokenSource } from '../api/portalApi';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import type { SessionView } from '../session/sessionView';
import type { SocketLike } from './createRealtimeConnection';
import type { PushMessage } from './ChangeMessage';
import { RealtimeChannel } from './RealtimeChannel';
import { usePortalPushes } from './usePortalPushes';
import { useRealtimeResync } from './useRealtimeResync';
import { useRealtimeStatus } from './useRealtimeStatus';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
}

let sockets: FakeSocket[];
const openSocket = (url: string) => {
  const socket = new FakeSocket(url);
  sockets.push(socket);
  return socket;
};

const patientsKey = operationQueryKey('listPatients', { page: 1 });
const practicesKey = operationQueryKey('listPractices', { page: 1 });

function PushListener({ heard }: { heard: PushMessage[] }) {
  usePortalPushes((push) => heard.push(push));
  return null;
}

/** A screen with live data of its own: shows the channel's status, counts its resyncs. */
function LiveScreen({ resyncs }: { resyncs: { count: number } }) {
  useRealtimeResync(() => (resyncs.count += 1));
  return <p role="status">{useRealtimeStatus()}</p>;
}

function renderChannel(client: QueryClient, session: SessionView, heard: PushMessage[] = []) {
  const tree = (view: SessionView) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={view}>
        <RealtimeChannel openSocket={openSocket}>
          <PushListener heard={heard} />
        </RealtimeChannel>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  const rendered = render(tree(session));
  return { rerender: (view: SessionView) => rendered.rerender(tree(view)) };
}

const signedIn = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'staff', role_id: 50 } });
const signedOut = sessionViewFixture({ phase: 'signedOut' });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  setPortalTokenSource(() => 'token-1');
});
afterEach(() => vi.useRealTimers());

describe('RealtimeChannel', () => {
  it('opens one socket for a signed-in tab and refreshes the answers of a changed resource only', () => {
    const client = new QueryClient();
    client.setQueryData(patientsKey, { data: [] });
    client.setQueryData(practicesKey, { data: [] });
    renderChannel(client, signedIn);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toMatch(/^ws:\/\/[^/]+\/api\/events$/);
    act(() => {
      sockets[0]!.readyState = 1;
      sockets[0]!.onopen?.({});
    });
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    act(() => sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'change', resource: 'patients', id: 4, operationId: 'updatePatient' }) }));
    expect(client.getQueryState(patientsKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(practicesKey)?.isInvalidated).toBe(false);
  });

  it('hands the socket\'s pushes to the screens that listen with usePortalPushes', () => {
    const client = new QueryClient();
    const heard: PushMessage[] = [];
    renderChannel(client, signedIn, heard);
    act(() => {
      sockets[0]!.readyState = 1;
      sockets[0]!.onopen?.({});
      sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'push', notification_type: 'patient_leave', patient_id: 7, json: {} }) });
    });
    expect(heard).toEqual([{ type: 'push', notification_type: 'patient_leave', patient_id: 7, json: {} }]);
  });

  it('opens nothing while signed out, and on sign-out closes the socket and empties the cache', () => {
    const client = new QueryClient();
    const { rerender } = renderChannel(client, signedOut);
    expect(sockets).toHaveLength(0);
    rerender(signedIn);
    expect(sockets).toHaveLength(1);
    client.setQueryData(patientsKey, { data: [{ id: 1 }] });
    rerender(signedOut);
    expect(sockets[0]!.closed).toBe(true);
    expect(client.getQueryData(patientsKey)).toBeUndefined();
  });

  it("issue 25 finding 3: tells the screens the server's channel is down, then live with a resync that also marks every read stale", () => {
    const client = new QueryClient();
    client.setQueryData(patientsKey, { data: [] });
    const resyncs = { count: 0 };
    const view = render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={signedIn}>
          <RealtimeChannel openSocket={openSocket}>
            <LiveScreen resyncs={resyncs} />
          </RealtimeChannel>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const receive = (message: unknown) => act(() => sockets[0]!.onmessage?.({ data: JSON.stringify(message) }));
    act(() => {
      sockets[0]!.readyState = 1;
      sockets[0]!.onopen?.({});
    });
    receive({ type: 'ready', live: true });
    expect(view.getByRole('status').textContent).toBe('live');
    receive({ type: 'status', live: false });
    expect(view.getByRole('status').textContent).toBe('reconnecting');
    expect(resyncs.count).toBe(0);
    receive({ type: 'resync' });
    expect(view.getByRole('status').textContent).toBe('live');
    expect(resyncs.count).toBe(1);
    expect(client.getQueryState(patientsKey)?.isInvalidated).toBe(true);
  });
});
