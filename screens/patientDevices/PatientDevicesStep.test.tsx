// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PatientDevicesStep } from './PatientDevicesStep';

function renderStep(data: Record<string, unknown>, errors: Record<string, string> = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <PatientDevicesStep data={data} errors={errors} onChange={onChange} disabled={false} call={() => Promise.resolve([])} />
    </MantineProvider>,
  );
  return onChange;
}

const input = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('PatientDevicesStep', () => {
  it('[device-other-serials-disabled] keeps the AccuAngle serial disabled until the PortableConnect has a serial', () => {
    renderStep({ device_choice: 'accuAngle', portable_connect_serial: '' });
    expect(input(/^AccuAngle Serial Number/).disabled).toBe(true);
  });

  it('[patient-device-choice] offers None, AccuAngle and AccuMotion, and AccuMotion asks for the thigh and calf serials', () => {
    const onChange = renderStep({ device_choice: 'accuMotion', portable_connect_serial: '200001' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['none', 'accuAngle', 'accuMotion']);
    expect(input(/^Accumotion Thigh Serial Number/).disabled).toBe(false);
    fireEvent.change(input(/^Accumotion Calf Serial Number/), { target: { value: '1000001' } });
    expect(onChange).toHaveBeenCalledWith({ device_choice: 'accuMotion', portable_connect_serial: '200001', accumotion_calf_serial: '1000001' });
  });

  it('[device-serial-number] shows the rule and server messages under their fields', () => {
    renderStep({ device_choice: 'none', portable_connect_serial: 'x' }, { portable_connect_serial: 'Must be a Number' });
    expect(screen.getByText('Must be a Number')).toBeTruthy();
  });
});
