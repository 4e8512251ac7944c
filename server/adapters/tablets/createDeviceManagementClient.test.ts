import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceManagementClient } from './createDeviceManagementClient';
import { startFakeDeviceManagementServer, type FakeDeviceManagementServer } from './fakeDeviceManagementServer';
import { TabletFleetError } from './TabletFleet';

const tablet = { imei: '356000000001234', device_uuid: 'uuid-1234' };
let fake: FakeDeviceManagementServer;

beforeAll(async () => {
  fake = await startFakeDeviceManagementServer([tablet]);
});
afterAll(async () => {
  await fake.close();
});

describe('device-management HTTP client', () => {
  it('[device-info-call] reads the device information with POST admin/tablet/get_device_info {imei}', async () => {
    const client = createDeviceManagementClient({ url: fake.url, token: 'secret' });
    const info = await client.deviceInfo(tablet);
    expect(info).toMatchObject({ device_uuid: 'uuid-1234', lockdown_state: 0 });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/admin/tablet/get_device_info', body: { imei: tablet.imei }, authorization: 'Bearer secret' });
    expect(await client.deviceInfo({ imei: 'unknown', device_uuid: 'x' })).toBeNull();
  });

  it('[device-command-calls] [device-unlock-call] sends each command on its path with the device UUID', async () => {
    const client = createDeviceManagementClient({ url: fake.url });
    fake.requests.length = 0;
    await client.command(tablet, { kind: 'reboot' });
    await client.command(tablet, { kind: 'pin' });
    await client.command(tablet, { kind: 'install' });
    await client.command(tablet, { kind: 'brightness', level: 30 });
    await client.command(tablet, { kind: 'volume', level: 55 });
    expect(await client.command(tablet, { kind: 'lock', message: 'Call us' })).toBe('Device locked');
    expect((await client.deviceInfo(tablet))?.lockdown_state).toBe(1);
    await client.command(tablet, { kind: 'unlock' });
    expect(fake.requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`)).toEqual([
      'GET /admin/tablet/reboot/uuid-1234 null',
      'GET /admin/tablet/pin/uuid-1234 null',
      'GET /admin/tablet/install/uuid-1234 null',
      'GET /admin/tablet/brightness/uuid-1234?brightness_level=30 null',
      'POST /admin/tablet/volume/uuid-1234 {"volume_level":55}',
      'POST /admin/tablet/lock/uuid-1234 {"message":"Call us"}',
      'POST /admin/tablet/get_device_info {"imei":"356000000001234"}',
      'GET /admin/tablet/unlock/uuid-1234 null',
    ]);
    expect((await client.deviceInfo(tablet))?.lockdown_state).toBe(0);
  });

  it('fails with a TabletFleetError when the service is down or unreachable', async () => {
    fake.mode = 'down';
    const client = createDeviceManagementClient({ url: fake.url });
    await expect(client.command(tablet, { kind: 'reboot' })).rejects.toBeInstanceOf(TabletFleetError);
    fake.mode = 'ok';
    const nowhere = createDeviceManagementClient({ url: 'http://127.0.0.1:1/' });
    await expect(nowhere.deviceInfo(tablet)).rejects.toBeInstanceOf(TabletFleetError);
  });
});
