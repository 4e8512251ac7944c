import { Radio, Stack, TextInput } from '@mantine/core';
import type { WizardStepProps } from '../../runtime/registry/wizardStepComponent';
import { message } from '../../src/generated/catalog';

/** The measurement device choices ([patient-device-choice]): None (default), AccuAngle, AccuMotion. */
const choices = [
  { value: 'none', label: 'None' },
  { value: 'accuAngle', label: 'AccuAngle' },
  { value: 'accuMotion', label: 'AccuMotion' },
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The Devices step of the patient information wizard: the PortableConnect serial, the
 * measurement device choice and the chosen device's serials. The other serials stay disabled
 * until the PortableConnect has a serial ([device-other-serials-disabled]); what is required and
 * 'Must be a Number' are the machine's rules, shown under their fields with the server's
 * 'Could not find ...' answers.
 */
export function PatientDevicesStep({ data, errors, onChange, disabled }: WizardStepProps) {
  const change = (field: string, value: string) => onChange({ ...data, [field]: value });
  const serial = (field: string, label: string) => (
    <TextInput
      key={field}
      id={`devices-${field}`}
      label={label}
      inputMode="numeric"
      value={text(data[field])}
      error={errors[field]}
      disabled={disabled || (field !== 'portable_connect_serial' && text(data.portable_connect_serial).trim() === '')}
      onChange={(event) => change(field, event.currentTarget.value)}
    />
  );
  const choice = text(data.device_choice) || 'none';
  return (
    <Stack gap="md" maw={480} aria-label={message('regionDevices')}>
      {serial('portable_connect_serial', 'PortableConnect Serial Number')}
      <Radio.Group label={message('regionMeasurementDevice')} value={choice} onChange={(value) => change('device_choice', value)}>
        <Stack gap="xs" mt="xs">
          {choices.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
      {choice === 'accuAngle' ? serial('accu_angle_serial', 'AccuAngle Serial Number') : null}
      {choice === 'accuMotion' ? serial('accumotion_thigh_serial', 'Accumotion Thigh Serial Number') : null}
      {choice === 'accuMotion' ? serial('accumotion_calf_serial', 'Accumotion Calf Serial Number') : null}
    </Stack>
  );
}
