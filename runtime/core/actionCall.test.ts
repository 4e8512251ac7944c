import { describe, expect, it } from 'vitest';
import { actionCall } from './actionCall';
import { rowActionCall } from './rowActionCall';

describe('actionCall', () => {
  it('[device-volume-range] sends the entered value as the input’s name beside the mapped parameters', () => {
    expect(
      actionCall(
        { operation: 'setTabletVolume', params: { id: 'device_uuid' }, input: { name: 'volume_level', label: 'Volume', widget: 'slider' } },
        { device_uuid: 'u1' },
        40,
      ),
    ).toEqual({ operationId: 'setTabletVolume', body: { volume_level: 40 }, params: { path: { id: 'u1' } } });
  });

  it('[firmware-archive-effect] adds the constant values to the body', () => {
    expect(
      actionCall({ operation: 'updateFirmware', params: { id: 'id', version_number: 'version_number' }, values: { archived: 1 } }, { id: 3, version_number: '1.2' }),
    ).toEqual({ operationId: 'updateFirmware', body: { version_number: '1.2', archived: 1 }, params: { path: { id: 3 } } });
  });
});

describe('rowActionCall', () => {
  it('[practice-archive-call] fills the operation path from the row and sends no body', () => {
    expect(rowActionCall('archivePractice', { id: 'id' }, { id: 7, name: 'x' })).toEqual({
      operationId: 'archivePractice',
      body: undefined,
      path: { id: 7 },
    });
  });
  it('takes each path parameter from the row field of its name by default, and sends other params in the body', () => {
    expect(rowActionCall('archivePractice', undefined, { id: 3 }).path).toEqual({ id: 3 });
    expect(rowActionCall('forgotPassword', { username: 'user.username' }, { user: { username: 'pms' } })).toEqual({
      operationId: 'forgotPassword',
      body: { username: 'pms' },
      path: {},
    });
  });
});
