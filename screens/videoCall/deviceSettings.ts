import { constants } from '../../src/generated/catalog';

/** The device settings of the call screen's Settings tab, as sent to the patient's app. */
export interface DeviceSettings {
  pedal_radius: number;
  resistance: number;
  rpm_min: number;
  rpm_max: number;
  pressure_limit: number;
}

/** Section 9's defaults ([video-device-settings-defaults]). */
export const defaultDeviceSettings: DeviceSettings = {
  pedal_radius: constants.deviceDefaultPedalRadius,
  resistance: constants.deviceDefaultResistance,
  rpm_min: constants.deviceDefaultRpmMin,
  rpm_max: constants.deviceDefaultRpmMax,
  pressure_limit: constants.deviceDefaultPressureLimit,
};

/** One slider's range. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Section 5's ranges, with the readings of specs/catalog/video-constants.yaml. */
export const deviceSettingRanges: Readonly<Record<keyof DeviceSettings, SliderRange>> = {
  pedal_radius: { min: constants.pedalRadiusMin, max: constants.pedalRadiusMax, step: constants.deviceSettingsPedalRadiusStep },
  resistance: { min: constants.resistanceMin, max: constants.deviceSettingsResistanceMax, step: 1 },
  rpm_min: { min: constants.rpmMin, max: constants.rpmMax - constants.rpmGap, step: constants.rpmStep },
  rpm_max: { min: constants.rpmMin + constants.rpmGap, max: constants.rpmMax, step: constants.rpmStep },
  pressure_limit: { min: constants.pressureLimitMin, max: constants.pressureLimitMax, step: 1 },
};

/**
 * The approximate patient weight the pressure limit stands for: 9 × the value, rounded to tens,
 * in lbs ([video-device-settings-pressure]).
 *
 * @example
 * pressureWeightPounds(12); // 110
 * pressureWeightPounds(50); // 450
 */
export function pressureWeightPounds(pressureLimit: number): number {
  return Math.round((pressureLimit * constants.deviceSettingsPoundsPerPressure) / 10) * 10;
}

/**
 * Sets one setting and keeps rpm_max at least rpm_min + the gap (section 5) by moving the other.
 *
 * @example
 * withSetting(defaultDeviceSettings, 'rpm_min', 40); // rpm_max becomes 60
 */
export function withSetting(settings: DeviceSettings, key: keyof DeviceSettings, value: number): DeviceSettings {
  const next = { ...settings, [key]: value };
  if (key === 'rpm_min' && next.rpm_max < value + constants.rpmGap) next.rpm_max = value + constants.rpmGap;
  if (key === 'rpm_max' && next.rpm_min > value - constants.rpmGap) next.rpm_min = value - constants.rpmGap;
  return next;
}
