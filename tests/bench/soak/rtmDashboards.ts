// The soak's RTM dashboards: a monitoring user's open room (Start Monitoring, the 20 s heartbeat)
// and the portal socket that carries the tiles' pushes, reconnecting as the portal does.
import { WebSocket } from 'ws';
import type { DashboardLog, SoakLog } from './soakLog';

/** Server messages that tell a dashboard its live channel is back and it should refetch. */
const resyncTypes = new Set(['resync']);

export interface RtmDashboard {
  readonly log: DashboardLog;
  stop(): Promise<void>;
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return ((await response.json()) as { data?: unknown }).data;
}

/**
 * Opens a dashboard as `token`'s user on `baseUrl`: starts monitoring, keeps the room alive and
 * records every push and every resync. After a drop the socket comes back (1 s, doubling to 10 s)
 * and that counts as a resync too: the portal refetches on every reconnect.
 *
 * @example
 * const dashboard = await openRtmDashboard({ name: 'pma on a', baseUrl, token, log });
 */
export async function openRtmDashboard(options: { name: string; baseUrl: string; token: string; log: SoakLog }): Promise<RtmDashboard> {
  const log: DashboardLog = { name: options.name, pushes: [], resyncs: [] };
  options.log.dashboards.push(log);
  const room = (await api(options.baseUrl, options.token, 'GET', '/remote_monitor_log/create_room')) as { room_id: string };
  const heartbeat = setInterval(() => {
    void api(options.baseUrl, options.token, 'POST', '/update_last_seen', { room_id: room.room_id }).catch(() => undefined);
  }, 20_000);
  let stopped = false;
  let socket: WebSocket | undefined;
  let retryMs = 1_000;
  let opened = false;

  await new Promise<void>((ready) => {
    const connect = () => {
      const current = new WebSocket(`${options.baseUrl.replace(/^http/, 'ws')}/api/events`);
      socket = current;
      current.on('open', () => current.send(JSON.stringify({ type: 'auth', token: options.token })));
      current.on('message', (data: Buffer) => {
        let message: { type?: unknown; notification_type?: unknown; patient_id?: unknown };
        try {
          message = JSON.parse(data.toString('utf8')) as typeof message;
        } catch {
          return;
        }
        const at = Date.now();
        if (message.type === 'ready') {
          retryMs = 1_000;
          if (opened) log.resyncs.push(at);
          opened = true;
          ready();
        } else if (message.type === 'push' && typeof message.notification_type === 'string' && typeof message.patient_id === 'number') {
          log.pushes.push({ patientId: message.patient_id, type: message.notification_type, at });
        } else if (typeof message.type === 'string' && resyncTypes.has(message.type)) {
          log.resyncs.push(at);
        }
      });
      current.on('error', () => undefined);
      current.on('close', () => {
        if (stopped || socket !== current) return;
        setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, 10_000);
      });
    };
    connect();
  });

  return {
    log,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      socket?.close();
      await api(options.baseUrl, options.token, 'POST', '/end_room', { room_id: room.room_id }).catch(() => undefined);
    },
  };
}
