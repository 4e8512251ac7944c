import { TabletFleetError, type TabletCommand, type TabletFleet } from './TabletFleet';

/** Options of {@link createDeviceManagementClient}. */
export interface DeviceManagementClientOptions {
  /** The service's base URL (TABLET_MANAGEMENT_URL), e.g. `https://mdm.example/api/`. */
  url: string;
  /** Sent as `Authorization: Bearer` when set (TABLET_MANAGEMENT_TOKEN). */
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The service's path and body of each command (document 3, section 7.2). */
function request(deviceUuid: string, command: TabletCommand): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  const id = encodeURIComponent(deviceUuid);
  switch (command.kind) {
    case 'reboot':
    case 'pin':
    case 'install':
    case 'unlock':
      return { method: 'GET', path: `admin/tablet/${command.kind}/${id}` };
    case 'brightness':
      return { method: 'GET', path: `admin/tablet/brightness/${id}?brightness_level=${command.level}` };
    case 'volume':
      return { method: 'POST', path: `admin/tablet/volume/${id}`, body: { volume_level: command.level } };
    case 'lock':
      return { method: 'POST', path: `admin/tablet/lock/${id}`, body: { message: command.message } };
  }
}

/**
 * The device-management service over HTTP: POST admin/tablet/get_device_info {imei} and the
 * command paths of section 7.2, answers unwrapped from `{data}` when wrapped. A 404 is an unknown
 * tablet; any other failure is a {@link TabletFleetError} (the middleware answers 502).
 *
 * @example
 * const fleet = createDeviceManagementClient({ url: process.env.TABLET_MANAGEMENT_URL! });
 */
export function createDeviceManagementClient(options: DeviceManagementClientOptions): TabletFleet {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const doFetch = options.fetch ?? fetch;
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; payload: unknown }> => {
    let response: Response;
    try {
      response = await doFetch(new URL(path, base), {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new TabletFleetError(`The device-management service could not be reached (${(error as Error).message})`);
    }
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text === '' ? null : JSON.parse(text);
    } catch {
      throw new TabletFleetError(`The device-management service answered something unreadable (HTTP ${response.status})`);
    }
    if (payload !== null && typeof payload === 'object' && 'data' in payload) payload = payload.data;
    return { status: response.status, payload };
  };
  return {
    async deviceInfo(tablet) {
      const { status, payload } = await send('POST', 'admin/tablet/get_device_info', { imei: tablet.imei });
      if (status === 404) return null;
      if (status >= 400) throw new TabletFleetError(`The device-management service refused the device information (HTTP ${status})`);
      return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
    },
    async command(tablet, command) {
      const { method, path, body } = request(tablet.device_uuid, command);
      const { status, payload } = await send(method, path, body);
      if (status >= 400) throw new TabletFleetError(`The device-management service refused the ${command.kind} command (HTTP ${status})`);
      const message = payload !== null && typeof payload === 'object' ? (payload as { message?: unknown }).message : undefined;
      return typeof message === 'string' ? message : 'Success!';
    },
  };
}
