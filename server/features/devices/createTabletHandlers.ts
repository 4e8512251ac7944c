import { message } from '../../../src/generated/catalog';
import { TabletFleetError, type TabletCommand, type TabletFleet, type TabletIdentity } from '../../adapters/tablets/TabletFleet';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationCall, OperationHandlers } from '../../http/OperationHandler';
import { schemaGuard } from '../../http/schemaGuard';
import { tabletDeviceTypeId } from './deviceProducts';

/** The calls that send a tablet a command and answer the service's message. */
type TabletCommandId = 'rebootTablet' | 'pinTabletKiosk' | 'installTabletApplication' | 'setTabletBrightness' | 'setTabletVolume' | 'lockTablet' | 'unlockTablet';

interface TabletRecord extends TabletIdentity {
  serial_number: string;
}

const isDeviceInformation = schemaGuard('TabletDeviceInformation');

const noResults = () => new ApiError(404, { message: message('noResultsFound') });

/** The failures of the service answer 502 with its message; the rest is rethrown. */
async function viaFleet<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TabletFleetError) throw new ApiError(502, { message: error.message });
    throw error;
  }
}

/**
 * Tablet control (document 3, sections 2.4, 4, 5 and 7.2, specs/api/tablets.yaml): the device
 * information of a tablet found by serial number or IMEI [device-info-call] [device-search], and
 * the commands reboot, pin kiosk, install, brightness, volume, lock and unlock on its device UUID
 * [device-command-calls] [device-unlock-call], passed to the device-management service of
 * `fleet`. Only tablets of the device records are reachable; anything else is 'No results were
 * found' [device-lookup-failure]. Lock needs a message that is not blank [device-lock-message-required];
 * volume and brightness are 0 to 100 (the request schema) [device-volume-range].
 *
 * @example
 * operations.register(app, 'devices', { ...createTabletHandlers(db, createTabletFleet(config)) });
 */
export function createTabletHandlers(db: Database, fleet: TabletFleet): OperationHandlers {
  const tabletBy = async (column: 'imei' | 'serial_number' | 'device_uuid', value: string): Promise<TabletRecord> => {
    const [tablet] = await db.query<{ imei: string | null; device_uuid: string | null; serial_number: string }>(
      `select imei, device_uuid, serial_number from devices
       where device_type_id = $1 and ${column === 'serial_number' ? 'lower(serial_number) = lower($2)' : `${column} = $2`}
       order by id limit 1`,
      [tabletDeviceTypeId, value.trim()],
    );
    if (!tablet?.imei || !tablet.device_uuid) throw noResults();
    return { imei: tablet.imei, device_uuid: tablet.device_uuid, serial_number: tablet.serial_number };
  };
  const command = <Id extends TabletCommandId>(make: (call: OperationCall<Id>) => TabletCommand) => async (call: OperationCall<Id>) => {
    const tablet = await tabletBy('device_uuid', call.params.id ?? '');
    const sent = make(call);
    return { message: await viaFleet(() => fleet.command(tablet, sent)) };
  };
  return {
    async getTabletDeviceInfo(call) {
      const body = call.body;
      const tablet =
        body.serial_number !== undefined ? await tabletBy('serial_number', body.serial_number) : await tabletBy('imei', body.imei ?? '');
      const info = await viaFleet(() => fleet.deviceInfo(tablet));
      if (info === null) throw noResults();
      const identity = { serial_number: tablet.serial_number, imei: tablet.imei };
      const report = { ...info, ...identity };
      // Passed on only in the described shape; else the identity alone, and the portal shows 'No
      // results were found' [device-shape-validation].
      return isDeviceInformation(report) ? report : identity;
    },
    rebootTablet: command(() => ({ kind: 'reboot' })),
    pinTabletKiosk: command(() => ({ kind: 'pin' })),
    installTabletApplication: command(() => ({ kind: 'install' })),
    setTabletBrightness: command((call) => ({ kind: 'brightness', level: call.query.brightness_level })),
    setTabletVolume: command((call) => ({ kind: 'volume', level: call.body.volume_level })),
    lockTablet: async (call) => {
      const text = call.body.message.trim();
      if (text === '') throw ApiError.validation(['000F0001'], { message: [message('deviceLockMessageRequired')] });
      return command(() => ({ kind: 'lock', message: text }))(call);
    },
    unlockTablet: command(() => ({ kind: 'unlock' })),
  };
}
