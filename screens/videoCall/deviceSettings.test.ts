import { describe, expect, it } from 'vitest';
import { defaultDeviceSettings, deviceSettingRanges, pressureWeightPounds, withSetting } from './deviceSettings';
import { screenClickAt } from './screenClickAt';

describe('device settings of the call screen', () => {
  it.each([
    { pressure: 5, pounds: 50 },
    { pressure: 12, pounds: 110 },
    { pressure: 33, pounds: 300 },
    { pressure: 50, pounds: 450 },
  ])('[video-device-settings-pressure] pressure limit $pressure is about $pounds lbs', ({ pressure, pounds }) => {
    expect(pressureWeightPounds(pressure)).toBe(pounds);
  });

  it('[video-device-settings-pressure] the pressure limit ranges from 5 to 50', () => {
    expect(deviceSettingRanges.pressure_limit).toMatchObject({ min: 5, max: 50 });
  });

  it('[video-device-settings-defaults] default to pedal radius 34, resistance 13, rpm 25-45, pressure 12', () => {
    expect(defaultDeviceSettings).toEqual({ pedal_radius: 34, resistance: 13, rpm_min: 25, rpm_max: 45, pressure_limit: 12 });
  });

  it('keeps rpm_max at least rpm_min + 20', () => {
    expect(withSetting(defaultDeviceSettings, 'rpm_min', 40)).toMatchObject({ rpm_min: 40, rpm_max: 60 });
    expect(withSetting(defaultDeviceSettings, 'rpm_max', 30)).toMatchObject({ rpm_min: 10, rpm_max: 30 });
  });
});

describe('screen_click coordinates', () => {
  it('[video-screen-click] percentages of the area, clamped to 0-100', () => {
    const area = { left: 100, top: 50, width: 200, height: 400 };
    expect(screenClickAt(area, 150, 350)).toEqual({ xPercentage: 25, yPercentage: 75 });
    expect(screenClickAt(area, 50, 1000)).toEqual({ xPercentage: 0, yPercentage: 100 });
  });
});
