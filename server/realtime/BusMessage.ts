import { readChangeEvent, type ChangeEvent } from './ChangeEvent';
import type { AppBoundMessage, PortalPush } from './LiveEvents';

// What travels between middleware processes on the one bus (one NOTIFY channel, one in-process
// emitter): a written record for the portal's caches, a live-monitoring push for the dashboards,
// a message for a patient's app, wherever its socket is connected, or a video room that ended,
// whose signalling sockets every process closes.

/** One message of the bus, tagged by what it carries. */
export type BusMessage =
  | { type: 'change'; event: ChangeEvent }
  | { type: 'push'; push: PortalPush }
  | { type: 'app'; patientId: number; message: AppBoundMessage }
  | { type: 'videoRoomEnded'; room: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function readAppBoundMessage(value: unknown): AppBoundMessage | undefined {
  if (!isRecord(value)) return undefined;
  if (value.type === 'notification') {
    const { notification_id, notification_type, message } = value;
    if (!isRowId(notification_id)) return undefined;
    if (notification_type !== 'remoteLogin' && notification_type !== 'remoteCancelLogin') return undefined;
    if (message !== null && typeof message !== 'string') return undefined;
    return { type: 'notification', notification_id, notification_type, message };
  }
  if (value.type === 'command' && typeof value.command === 'string' && isRecord(value.values)) {
    return { type: 'command', command: value.command, values: value.values };
  }
  return undefined;
}

/**
 * Reads a bus message from untrusted JSON (a NOTIFY payload), or undefined when it is not one.
 *
 * @example
 * readBusMessage('{"type":"push","push":{"notification_type":"pain_high","patient_id":4,"json":{}}}');
 * // { type: 'push', push: { notification_type: 'pain_high', patient_id: 4, json: {} } }
 */
export function readBusMessage(json: string): BusMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case 'change': {
      const event = readChangeEvent(JSON.stringify(value.event ?? null));
      return event ? { type: 'change', event } : undefined;
    }
    case 'push': {
      const push = value.push;
      if (!isRecord(push) || typeof push.notification_type !== 'string' || !isRowId(push.patient_id)) return undefined;
      return { type: 'push', push: { notification_type: push.notification_type, patient_id: push.patient_id, json: push.json ?? null } };
    }
    case 'app': {
      const message = readAppBoundMessage(value.message);
      return isRowId(value.patientId) && message ? { type: 'app', patientId: value.patientId, message } : undefined;
    }
    case 'videoRoomEnded':
      return typeof value.room === 'string' && value.room.length > 0 && value.room.length <= 200 ? { type: 'videoRoomEnded', room: value.room } : undefined;
    default:
      return undefined;
  }
}
