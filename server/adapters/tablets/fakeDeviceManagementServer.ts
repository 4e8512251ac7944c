// A local HTTP server speaking the device-management service's protocol (document 3, section
// 7.2), for tests of the real client: it keeps one tablet per IMEI through the fleet simulator
// and records the requests it gets.
import { createServer, type Server } from 'node:http';
import { createTabletFleetSimulator } from './createTabletFleetSimulator';
import type { TabletCommand, TabletIdentity } from './TabletFleet';

export interface FakeDeviceManagementServer {
  /** The URL to configure as TABLET_MANAGEMENT_URL. */
  url: string;
  /** Method, path (with query) and body of each request, oldest first. */
  requests: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  /** 'down' answers 503 to everything. */
  mode: 'ok' | 'down';
  close(): Promise<void>;
}

/**
 * Starts the fake on a free local port with the tablets it knows.
 *
 * @example
 * const fake = await startFakeDeviceManagementServer([{ imei: '356...', device_uuid: 'c0ffee...' }]);
 */
export async function startFakeDeviceManagementServer(tablets: readonly TabletIdentity[]): Promise<FakeDeviceManagementServer> {
  const fleet = createTabletFleetSimulator();
  const byUuid = new Map(tablets.map((tablet) => [tablet.device_uuid, tablet]));
  const byImei = new Map(tablets.map((tablet) => [tablet.imei, tablet]));
  const state: FakeDeviceManagementServer = { url: '', requests: [], mode: 'ok', close: () => Promise.resolve() };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://fake');
        const body: unknown = raw === '' ? undefined : JSON.parse(raw);
        state.requests.push({ method: request.method ?? '', path: url.pathname + url.search, body, authorization: request.headers.authorization });
        const answer = (status: number, payload: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(payload));
        };
        if (state.mode === 'down') return answer(503, { message: 'maintenance' });
        if (url.pathname === '/admin/tablet/get_device_info' && request.method === 'POST') {
          const tablet = byImei.get((body as { imei?: string }).imei ?? '');
          return tablet ? answer(200, { data: await fleet.deviceInfo(tablet) }) : answer(404, { message: 'unknown device' });
        }
        const match = /^\/admin\/tablet\/(\w+)\/([^/]+)$/.exec(url.pathname);
        const tablet = match ? byUuid.get(decodeURIComponent(match[2] ?? '')) : undefined;
        if (!match || !tablet) return answer(404, { message: 'unknown device' });
        const kind = match[1];
        const body2 = (body ?? {}) as { volume_level?: number; message?: string };
        const command: TabletCommand | undefined =
          kind === 'volume' ? { kind, level: body2.volume_level ?? 0 }
          : kind === 'lock' ? { kind, message: body2.message ?? '' }
          : kind === 'brightness' ? { kind, level: Number(url.searchParams.get('brightness_level')) }
          : kind === 'reboot' || kind === 'pin' || kind === 'install' || kind === 'unlock' ? { kind }
          : undefined;
        if (!command) return answer(404, { message: 'unknown command' });
        return answer(200, { message: await fleet.command(tablet, command) });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
