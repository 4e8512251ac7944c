import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { operationAccess } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';
import {
  remoteLoginMachine,
  remoteLoginStatusKey,
  type ReadAnswer,
  type ReadRequest,
  type SendAnswer,
  type SendRequest,
} from '../../machines/remoteLogin/remoteLoginMachine';
import { syncButton, type SyncFacts } from '../../domain/remoteLogin/syncLabel';
import { operationQueryKey, usePortalQueryClient } from '../../runtime/api/operationQueries';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { useSession } from '../../runtime/session/SessionContext';
import { callOperation, type SpecCall } from '../../runtime/api/callOperation';

/** XState's clock (setTimeout / clearTimeout), which a test replaces with a simulated one. */
type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** Who sees the Sync action: whoever may send the notification ([remote-login-who]). */
const syncRule = operationAccess.pushAppNotification ?? { superUser: true };

export interface PatientSyncPartProps extends PanelProps {
  /** The machine's clock; XState's own timers unless a test gives a simulated one. */
  clock?: MachineClock;
}

/**
 * The Sync action of the patient header (document 1, section 4; document 2, section 4 "Remote
 * login"): labelled Sync Patient ID, Cancel Sync, Sync Unavailable or Cancel Unavailable from the
 * patient app's login state ([remote-login-sync-labels]), shown only to the roles that may use
 * it ([remote-login-who]); pressing it runs the remote login machine, whose status shows under
 * it. An accepted reply reads the login state and the patient again ("active room list
 * refreshed": the cached answers the header shows).
 */
export function PatientSyncPart({ record, call, reload, clock }: PatientSyncPartProps) {
  const { can, user } = useSession();
  const allowed = can(syncRule);
  const patientId = Number(record.id);
  const queryClient = usePortalQueryClient();
  const stateKey = operationQueryKey('getPatientAppLogin', undefined, { path: { id: patientId } });
  const state = useQuery(
    { queryKey: stateKey, queryFn: () => callOperation(call, 'getPatientAppLogin', undefined, { id: patientId }), enabled: allowed },
    queryClient,
  );
  if (!allowed || user === undefined || state.data === undefined) return null;
  return (
    <SyncAction
      patientId={patientId}
      senderId={user.id}
      facts={state.data}
      call={call}
      clock={clock}
      onRefreshActiveRooms={() => {
        void queryClient.invalidateQueries({ queryKey: stateKey });
        reload();
      }}
    />
  );
}

interface SyncActionProps {
  patientId: number;
  senderId: number;
  facts: SyncFacts;
  call: SpecCall;
  clock: MachineClock | undefined;
  onRefreshActiveRooms: () => void;
}

/** The action and its status text over the remote login machine. */
function SyncAction({ patientId, senderId, facts, call, clock, onRefreshActiveRooms }: SyncActionProps) {
  const [machine] = useState(() =>
    remoteLoginMachine.provide({
      actors: {
        sendNotification: fromPromise<SendAnswer, SendRequest>(({ input }) => callOperation(call, 'pushAppNotification', input)),
        readNotification: fromPromise<ReadAnswer, ReadRequest>(({ input }) =>
          callOperation(call, 'getAppNotification', undefined, { id: input.notificationId }),
        ),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { patientId, senderId, loggedIn: facts.logged_in },
    ...(clock ? { clock } : {}),
  });
  const refresh = useRef(onRefreshActiveRooms);
  refresh.current = onRefreshActiveRooms;
  useEffect(() => {
    const subscription = actor.on('refreshActiveRooms', () => refresh.current());
    return () => subscription.unsubscribe();
  }, [actor]);
  // The server's state decides between Syncs (another user, the app itself, a reload).
  useEffect(() => send({ type: 'SET_LOGGED_IN', loggedIn: facts.logged_in }), [send, facts.logged_in]);

  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const button = syncButton({ ...facts, logged_in: context.loggedIn });
  const statusKey = remoteLoginStatusKey(context);
  return (
    <Stack gap={2} align="flex-start">
      <Button size="sm" variant="light" disabled={!button.enabled || busy} loading={busy} onClick={() => send({ type: 'SYNC' })}>
        {message(button.label)}
      </Button>
      {statusKey !== null && (
        <Text size="xs" role="status" c={context.status === 'failed' || context.status === 'declined' ? 'red.8' : 'dimmed'}>
          {message(statusKey, { result: context.result ?? '' })}
          {context.error === null ? '' : ` ${context.error}`}
        </Text>
      )}
    </Stack>
  );
}
