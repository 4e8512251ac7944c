// The device-management service that controls the clinic tablets (document 3, sections 3, 4 and
// 7.2). The middleware reaches it only through this interface: the HTTP client of
// createDeviceManagementClient when TABLET_MANAGEMENT_URL is set, else the embedded fleet
// simulator of createTabletFleetSimulator (the demo).

/** One audio stream's level, as the service reports it. */
export interface TabletVolumeLevel {
  audioStream: string;
  volumeLevel: number;
}

/** The device information the service answers (document 3, section 3, "Device information"). */
export interface TabletDeviceInformation {
  power_status: string;
  power_source: string;
  device_uuid: string;
  brightness_level: number;
  /** 0 unlocked, anything else locked. */
  lockdown_state: number;
  volume_levels: TabletVolumeLevel[];
  location: { latitude: number; longitude: number };
  network: {
    current_connection_type: string;
    wifi: { wifi_state: string; configured_networks: string[]; current_wifi_hotspot: string | null };
    cellular: { status: string; signal_strength: number; provider: string };
  };
  versions: { app_version: string; motor_controller: string; pedal_unit_controller: string; accuradius: string };
  [extra: string]: unknown;
}

/** A tablet as the middleware knows it (its device record). */
export interface TabletIdentity {
  imei: string;
  device_uuid: string;
}

/** The commands of section 7.2; each takes the tablet's device UUID. */
export type TabletCommand =
  | { kind: 'reboot' }
  | { kind: 'pin' }
  | { kind: 'install' }
  | { kind: 'brightness'; level: number }
  | { kind: 'volume'; level: number }
  | { kind: 'lock'; message: string }
  | { kind: 'unlock' };

export interface TabletFleet {
  /**
   * What the service reports about a tablet (POST admin/tablet/get_device_info {imei}). The answer
   * is passed on as received: the portal checks its shape. Null when the service does not know it.
   */
  deviceInfo(tablet: TabletIdentity): Promise<Record<string, unknown> | null>;
  /** Sends a command to the tablet (the service's paths take its device UUID); resolves with its message. */
  command(tablet: TabletIdentity, command: TabletCommand): Promise<string>;
}

/** The service could not be reached or refused a call. */
export class TabletFleetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TabletFleetError';
  }
}
