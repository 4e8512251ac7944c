import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/ApiError';
import { deviceFirmwareStatus, nextFirmwareFlags, versionSortKey } from './firmwareFlags';

const neither = { active: 0, test: 0, archived: 0 } as const;
const active = { active: 1, test: 0, archived: 0 } as const;
const test = { active: 0, test: 1, archived: 0 } as const;
const archived = { active: 0, test: 0, archived: 1 } as const;

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? `${String(error.status)} ${error.body.message}` : 'other';
  }
  return undefined;
}

describe('firmware flags', () => {
  it('[firmware-flags-exclusive] setting active on with test off is kept, both on is refused', () => {
    expect(nextFirmwareFlags(test, active)).toEqual(active);
    expect(nextFirmwareFlags(active, test)).toEqual(test);
    expect(refusal(() => nextFirmwareFlags(neither, { active: 1, test: 1, archived: 0 }))).toBe('422 A firmware version cannot be both active and test.');
  });

  it('[firmware-flag-off] turning a flag off leaves the version neither active nor test', () => {
    expect(nextFirmwareFlags(active, neither)).toEqual(neither);
    expect(nextFirmwareFlags(test, neither)).toEqual(neither);
  });

  it('[firmware-archive-blocked] an active or test version cannot be archived', () => {
    expect(refusal(() => nextFirmwareFlags(active, archived))).toBe('422 An active or test firmware version cannot be archived.');
    expect(refusal(() => nextFirmwareFlags(test, archived))).toBe('422 An active or test firmware version cannot be archived.');
    expect(refusal(() => nextFirmwareFlags(neither, { active: 1, test: 0, archived: 1 }))).toBe('422 An active or test firmware version cannot be archived.');
  });

  it('[firmware-archive-effect] archiving sets archived and clears test and active; an archived version stays archived', () => {
    expect(nextFirmwareFlags(neither, archived)).toEqual(archived);
    expect(refusal(() => nextFirmwareFlags(archived, active))).toBe('422 An archived firmware version cannot be changed.');
  });

  it('[firmware-version-order] versions sort by their number with the dots removed', () => {
    expect(versionSortKey('1.10.0')).toBe(1100);
    expect(versionSortKey('2.1')).toBe(21);
    expect(['1.2.0', '1.10.0', '1.9.1'].sort((a, b) => versionSortKey(b) - versionSortKey(a))).toEqual(['1.10.0', '1.9.1', '1.2.0']);
  });

  it("[firmware-device-status] 'Updated' when the device's version equals the latest active one, else 'Needs update'", () => {
    expect(deviceFirmwareStatus('1.1.0', '1.1.0')).toBe('Updated');
    expect(deviceFirmwareStatus('1.0.0', '1.1.0')).toBe('Needs update');
    expect(deviceFirmwareStatus(null, '1.1.0')).toBe('Needs update');
    expect(deviceFirmwareStatus('1.1.0', null)).toBe('Needs update');
  });
});
