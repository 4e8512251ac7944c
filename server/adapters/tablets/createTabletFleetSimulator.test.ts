import { describe, expect, it } from 'vitest';
import { createTabletFleetSimulator } from './createTabletFleetSimulator';

const tablet = { imei: '356000000000001', device_uuid: 'uuid-1' };

describe('tablet fleet simulator', () => {
  it('[device-lock-states] keeps each tablet state: lock, volume and brightness change the next read', async () => {
    const fleet = createTabletFleetSimulator();
    const other = { imei: '356000000000002', device_uuid: 'uuid-2' };
    expect((await fleet.deviceInfo(tablet))?.lockdown_state).toBe(0);
    await fleet.command(tablet, { kind: 'lock', message: 'Hold on' });
    await fleet.command(tablet, { kind: 'volume', level: 7 });
    await fleet.command(tablet, { kind: 'brightness', level: 9 });
    const read = await fleet.deviceInfo(tablet);
    expect(read).toMatchObject({ lockdown_state: 1, lockdown_message: 'Hold on', brightness_level: 9 });
    expect((read?.volume_levels as { volumeLevel: number }[]).every((stream) => stream.volumeLevel === 7)).toBe(true);
    expect((await fleet.deviceInfo(other))?.lockdown_state).toBe(0);
  });

  it('[device-shape-validation] a silent tablet answers only its UUID', async () => {
    const fleet = createTabletFleetSimulator({ silentImeis: [tablet.imei] });
    expect(await fleet.deviceInfo(tablet)).toEqual({ device_uuid: 'uuid-1' });
  });
});
