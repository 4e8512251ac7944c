import { messages } from '../../../src/generated/catalog';
import { ApiError } from '../../http/ApiError';

/** A firmware version's flags, each 0 or 1 ([firmware-flag-values]). */
export interface FirmwareFlags {
  active: 0 | 1;
  test: 0 | 1;
  archived: 0 | 1;
}

/** Firmware types that take no uploads ([firmware-upload-disabled-types]). */
export const uploadDisabledFirmwareTypes: readonly number[] = [4, 6];

/**
 * Checks a flag change of one version and answers the flags to store: active and test are never
 * both on ([firmware-flags-exclusive]; off for both means neither, [firmware-flag-off]); a
 * version that is (or stays) active or test cannot be archived ([firmware-archive-blocked]);
 * archiving clears both ([firmware-archive-effect]); an archived version stays as it is.
 * Refusals are 422 with the catalogue's message.
 *
 * @example
 * nextFirmwareFlags({ active: 1, test: 0, archived: 0 }, { active: 0, test: 0, archived: 1 }); // archived
 * nextFirmwareFlags({ active: 1, test: 0, archived: 0 }, { active: 1, test: 0, archived: 1 }); // throws
 */
export function nextFirmwareFlags(current: FirmwareFlags, wanted: FirmwareFlags): FirmwareFlags {
  if (current.archived === 1) {
    if (wanted.archived === 1 && wanted.active === 0 && wanted.test === 0) return current;
    throw new ApiError(422, { message: messages.firmwareArchived });
  }
  if (wanted.active === 1 && wanted.test === 1) throw new ApiError(422, { message: messages.firmwareFlagsExclusive });
  if (wanted.archived === 1) {
    if (current.active === 1 || current.test === 1 || wanted.active === 1 || wanted.test === 1) {
      throw new ApiError(422, { message: messages.firmwareArchiveBlocked });
    }
    return { active: 0, test: 0, archived: 1 };
  }
  return { active: wanted.active, test: wanted.test, archived: 0 };
}

/** The number a version sorts by: its digits with the dots removed ([firmware-version-order]). */
export function versionSortKey(version: string): number {
  const digits = version.replace(/\./g, '');
  return /^\d+$/.test(digits) ? Number(digits) : 0;
}

/**
 * A device's firmware status: 'Updated' when its version equals the latest active version of its
 * type, otherwise 'Needs update' ([firmware-device-status]).
 *
 * @example
 * deviceFirmwareStatus('1.1.0', '1.1.0'); // 'Updated'
 */
export function deviceFirmwareStatus(deviceVersion: string | null, latestActive: string | null): 'Updated' | 'Needs update' {
  return deviceVersion !== null && latestActive !== null && deviceVersion === latestActive ? 'Updated' : 'Needs update';
}
