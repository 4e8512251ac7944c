import type { Actor, Subscription } from 'xstate';
import type { SessionEvent } from '../session/types';
import type { videoCallMachine } from './callMachine';

/**
 * Live-video mode for the session: while a call runs, the call machine emits
 * `liveVideoMode { on: true }` and, when it is over, `{ on: false }`; the session machine takes
 * `SET_REMOTE_CALL { on }` and shows no idle warning meanwhile (document 1, section 4: "not when
 * live-video mode is on"). This forwards the one to the other; unsubscribe when the call window
 * goes.
 *
 * @example
 * const link = forwardLiveVideoMode(callActor, (event) => sessionActor.send(event));
 * // ...
 * link.unsubscribe();
 */
export function forwardLiveVideoMode(call: Actor<typeof videoCallMachine>, sendToSession: (event: SessionEvent) => void): Subscription {
  return call.on('liveVideoMode', (event) => sendToSession({ type: 'SET_REMOTE_CALL', on: event.on }));
}
