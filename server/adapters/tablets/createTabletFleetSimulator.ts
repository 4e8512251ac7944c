import type { TabletCommand, TabletDeviceInformation, TabletFleet, TabletIdentity } from './TabletFleet';

/** Options of {@link createTabletFleetSimulator}. */
export interface TabletFleetSimulatorOptions {
  /**
   * IMEIs of tablets that have never reported to the service: it answers only their UUID, which
   * fails the portal's shape check ('No results were found'), like a tablet never switched on.
   */
  silentImeis?: readonly string[];
  /** The patient app version the install command brings a tablet to. */
  latestAppVersion?: string;
}

/** A number from 0 to n - 1 that depends only on `text`, so every start shows the same fleet. */
function hashOf(text: string, n: number): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash % n;
}

/** The state a tablet starts with: derived from its IMEI, so the demo tablets differ but stay put. */
function initialState(tablet: TabletIdentity): TabletDeviceInformation {
  const h = (n: number, salt = '') => hashOf(tablet.imei + salt, n);
  const onWifi = h(3, 'net') !== 0;
  return {
    power_status: h(2, 'power') === 0 ? 'Charging' : 'Discharging',
    power_source: h(2, 'power') === 0 ? 'AC' : 'Battery',
    battery_level: 35 + h(65, 'battery'),
    device_uuid: tablet.device_uuid,
    brightness_level: 40 + h(50, 'bright'),
    lockdown_state: 0,
    volume_levels: [
      { audioStream: 'music', volumeLevel: 30 + h(60, 'music') },
      { audioStream: 'ring', volumeLevel: 50 },
      { audioStream: 'alarm', volumeLevel: 70 },
      { audioStream: 'notification', volumeLevel: 40 },
    ],
    location: { latitude: 41.8 + h(100, 'lat') / 1000, longitude: -87.7 + h(100, 'lon') / 1000 },
    network: {
      current_connection_type: onWifi ? 'wifi' : 'cellular',
      wifi: {
        wifi_state: onWifi ? 'connected' : 'disabled',
        configured_networks: ['ClinicGuest', 'HomeNet-' + tablet.imei.slice(-4)],
        current_wifi_hotspot: onWifi ? 'HomeNet-' + tablet.imei.slice(-4) : null,
      },
      cellular: { status: onWifi ? 'standby' : 'connected', signal_strength: 1 + h(4, 'signal'), provider: h(2, 'carrier') === 0 ? 'Verizon' : 'AT&T' },
    },
    versions: {
      app_version: `3.3${h(3, 'app')}.0`,
      motor_controller: `1.4.${h(5, 'mc')}`,
      pedal_unit_controller: `2.1.${h(4, 'puc')}`,
      accuradius: `1.0.${h(3, 'ar')}`,
    },
    kiosk_pinned: false,
    lockdown_message: null,
    reboot_count: 0,
  };
}

/**
 * The embedded device-management service of the demo: keeps each tablet's state in memory (first
 * derived from its IMEI) and applies the commands to it, so that lock, volume, brightness and the
 * rest change what the next read shows.
 *
 * @example
 * const fleet = createTabletFleetSimulator();
 * await fleet.command(tablet, { kind: 'lock', message: 'Call the clinic' });
 * (await fleet.deviceInfo(tablet))?.lockdown_state; // 1
 */
export function createTabletFleetSimulator(options: TabletFleetSimulatorOptions = {}): TabletFleet {
  const silent = new Set(options.silentImeis ?? []);
  const latest = options.latestAppVersion ?? '3.33.0';
  const byUuid = new Map<string, TabletDeviceInformation>();
  const stateOf = (tablet: TabletIdentity) => {
    let state = byUuid.get(tablet.device_uuid);
    if (!state) {
      state = initialState(tablet);
      byUuid.set(tablet.device_uuid, state);
    }
    return state;
  };
  return {
    deviceInfo(tablet) {
      if (silent.has(tablet.imei)) return Promise.resolve({ device_uuid: tablet.device_uuid });
      return Promise.resolve(structuredClone(stateOf(tablet)));
    },
    command(tablet, command: TabletCommand) {
      const state = stateOf(tablet);
      switch (command.kind) {
        case 'reboot':
          state.reboot_count = Number(state.reboot_count ?? 0) + 1;
          state.kiosk_pinned = false;
          return Promise.resolve('Reboot command sent');
        case 'pin':
          state.kiosk_pinned = true;
          return Promise.resolve('Kiosk application pinned');
        case 'install':
          state.versions = { ...state.versions, app_version: latest };
          return Promise.resolve('Application install started');
        case 'brightness':
          state.brightness_level = command.level;
          return Promise.resolve('Brightness set');
        case 'volume':
          state.volume_levels = state.volume_levels.map((stream) => ({ ...stream, volumeLevel: command.level }));
          return Promise.resolve('Volume set');
        case 'lock':
          state.lockdown_state = 1;
          state.lockdown_message = command.message;
          return Promise.resolve('Device locked');
        case 'unlock':
          state.lockdown_state = 0;
          state.lockdown_message = null;
          return Promise.resolve('Device unlocked');
      }
    },
  };
}
