import { isJsonObject } from '../api/jsonObject';
/** A write the middleware announces on /api/events (server/realtime/ChangeEvent.ts). */
export interface ChangeMessage {
  type: 'change';
  /** A resource of `x-cadence-changes` in specs/api: `patients`, `practices`. */
  resource: string;
  id: number;
  operationId: string;
}

/**
 * A live-monitoring push about one patient (server/realtime/LiveEvents.ts `PortalPush`): what it
 * means is the listener's business (the RTM dashboard reads `notification_type` and `json`).
 */
export interface PushMessage {
  type: 'push';
  notification_type: string;
  patient_id: number;
  json: unknown;
}

/** The socket was authenticated; `live` false when the server's channel is reconnecting. */
export interface ReadyMessage {
  type: 'ready';
  live: boolean;
}

/** The server's live channel is down (`live` false): changes and pushes are not heard until `resync`. */
export interface StatusMessage {
  type: 'status';
  live: boolean;
}

/** The server's live channel is back: what was published meanwhile is lost, so reload what is shown. */
export interface ResyncMessage {
  type: 'resync';
}

/** Every message of the socket the portal reads. */
export type SocketMessage = ChangeMessage | PushMessage | ReadyMessage | StatusMessage | ResyncMessage;

/**
 * Reads one message of the socket: a change, a push, `ready` (the token was accepted), the
 * server's channel `status` and `resync`, or undefined for anything else.
 *
 * @example
 * readSocketMessage('{"type":"ready","live":true}'); // { type: 'ready', live: true }
 */
export function readSocketMessage(text: string): SocketMessage | undefined {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isJsonObject(message)) return undefined;
  // A server that does not say is live (it has no channel of its own to lose).
  if (message.type === 'ready') return { type: 'ready', live: message.live !== false };
  if (message.type === 'status' && typeof message.live === 'boolean') return { type: 'status', live: message.live };
  if (message.type === 'resync') return { type: 'resync' };
  if (message.type === 'change' && typeof message.resource === 'string' && typeof message.id === 'number' && typeof message.operationId === 'string') {
    return { type: 'change', resource: message.resource, id: message.id, operationId: message.operationId };
  }
  if (message.type === 'push' && typeof message.notification_type === 'string' && typeof message.patient_id === 'number') {
    return { type: 'push', notification_type: message.notification_type, patient_id: message.patient_id, json: message.json ?? null };
  }
  return undefined;
}
