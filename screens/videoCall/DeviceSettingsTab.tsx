import { Button, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { roleIn } from '../../src/generated/access';
import { message, type MessageKey } from '../../src/generated/catalog';
import { useOperationMutation } from '../../runtime/api/operationQueries';
import type { SpecCall } from '../../runtime/api/callOperation';
import { notifyError } from '../../runtime/errors/notifyError';
import { showSuccess } from '../../runtime/toasts/showSuccess';
import { defaultDeviceSettings, deviceSettingRanges, pressureWeightPounds, withSetting, type DeviceSettings } from './deviceSettings';

export interface DeviceSettingsTabProps {
  /** The call's open room; Confirm waits for it. */
  roomId: number | null;
  roleId: number | undefined;
  /** The call port; the portal's own when undefined. */
  call: SpecCall | undefined;
}

const sliders: readonly { key: keyof DeviceSettings; label: MessageKey }[] = [
  { key: 'pedal_radius', label: 'deviceSettingsPedalRadius' },
  { key: 'resistance', label: 'deviceSettingsResistance' },
  { key: 'rpm_min', label: 'deviceSettingsRpmMin' },
  { key: 'rpm_max', label: 'deviceSettingsRpmMax' },
  { key: 'pressure_limit', label: 'deviceSettingsPressureLimit' },
];

/**
 * The Settings tab of the patient call screen: the device settings sliders with section 5's
 * ranges and section 9's defaults ([video-device-settings-defaults]), the pressure limit's
 * approximate weight ([video-device-settings-pressure]), and Confirm, which sends them to the
 * patient's app (sendCallDeviceSettings) and is disabled for the CS junior
 * ([video-device-settings-cs-junior]).
 */
export function DeviceSettingsTab({ roomId, roleId, call }: DeviceSettingsTabProps) {
  const [settings, setSettings] = useState(defaultDeviceSettings);
  const send = useOperationMutation('sendCallDeviceSettings', {
    call,
    onSuccess: () => showSuccess(message('deviceSettingsSent')),
    onError: (error) => void notifyError(error),
  });
  const refused = roleId !== undefined && roleIn('deviceSettingsRefused', roleId);
  const confirm = () => {
    if (roomId === null) return;
    send.mutate([settings, { id: roomId }]);
  };
  return (
    <Stack gap="lg" p="sm">
      {sliders.map(({ key, label }) => {
        const range = deviceSettingRanges[key];
        return (
          <Stack key={key} gap={4}>
            <Text fw={500} id={`device-setting-${key}`}>
              {message(label)}: {settings[key]}
            </Text>
            {key === 'pressure_limit' && (
              <Text size="sm" c="dimmed">
                {message('deviceSettingsPressureWeight', { pounds: pressureWeightPounds(settings.pressure_limit) })}
              </Text>
            )}
            <Slider
              aria-labelledby={`device-setting-${key}`}
              thumbLabel={message(label)}
              min={range.min}
              max={range.max}
              step={range.step}
              value={settings[key]}
              onChange={(value) => setSettings((current) => withSetting(current, key, value))}
            />
          </Stack>
        );
      })}
      <Button onClick={confirm} disabled={refused || roomId === null} loading={send.isPending}>
        {message('deviceSettingsConfirm')}
      </Button>
    </Stack>
  );
}
