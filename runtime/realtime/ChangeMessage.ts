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

/**
 * Reads one message of the socket: a change, a push, `ready` (the token was accepted), or
 * undefined for anything else.
 *
 * @example
 * readSocketMessage('{"type":"ready"}'); // { type: 'ready' }
 */
export function readSocketMessage(text: string): ChangeMessage | PushMessage | { type: 'ready' } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  if (message.type === 'ready') return { type: 'ready' };
  if (message.type === 'change' && typeof message.resource === 'string' && typeof message.id === 'number' && typeof message.operationId === 'string') {
    return { type: 'change', resource: message.resource, id: message.id, operationId: message.operationId };
  }
  if (message.type === 'push' && typeof message.notification_type === 'string' && typeof message.patient_id === 'number') {
    return { type: 'push', notification_type: message.notification_type, patient_id: message.patient_id, json: message.json ?? null };
  }
  return undefined;
}
