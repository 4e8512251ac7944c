/** Installation method ids ([installation-method-ids]): Unknown 1 ... Automated 5. */
export const installationMethods = { unknown: 1, remoteOnboarding: 2, fieldClinician: 3, dme: 4, automated: 5 } as const;

/** The serial fields of the Devices step and the device each names. */
export const serialFields = ['portable_connect_serial', 'accu_angle_serial', 'accumotion_thigh_serial', 'accumotion_calf_serial'] as const;

type Errors = Record<string, string>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The Devices step's broken rules, as message keys by field: a serial is a required number
 * ('Must be a Number', [device-serial-number]), except the PortableConnect serial when the
 * installation method is Automated (5, [device-pc-serial-optional-automated]); the measurement
 * device's serials are needed only for the chosen device.
 *
 * @example
 * deviceErrors({ device_choice: 'none', portable_connect_serial: 'x' }, 2); // { portable_connect_serial: 'mustBeNumber' }
 */
export function deviceErrors(data: Record<string, unknown>, installationMethodId: number | undefined): Errors {
  const errors: Errors = {};
  const needs: string[] = [];
  if (installationMethodId !== installationMethods.automated) needs.push('portable_connect_serial');
  if (data.device_choice === 'accuAngle') needs.push('accu_angle_serial');
  if (data.device_choice === 'accuMotion') needs.push('accumotion_thigh_serial', 'accumotion_calf_serial');
  for (const field of serialFields) {
    const value = text(data[field]);
    const required = needs.includes(field);
    if (value === '' && !required) continue;
    if (!/^[0-9]+$/.test(value)) errors[field] = 'mustBeNumber';
  }
  return errors;
}

/**
 * The Devices step's data after a change: without a PortableConnect serial the other serials
 * are cleared (their fields stay disabled until it has one, [device-other-serials-disabled]),
 * and the serials of a device no longer chosen are cleared.
 *
 * @example
 * applyDeviceRules({ portable_connect_serial: '', accu_angle_serial: '12' }).accu_angle_serial; // ''
 */
export function applyDeviceRules(data: Record<string, unknown>): Record<string, unknown> {
  const next = { ...data };
  const hasPc = text(next.portable_connect_serial) !== '';
  if (!hasPc || next.device_choice !== 'accuAngle') next.accu_angle_serial = '';
  if (!hasPc || next.device_choice !== 'accuMotion') {
    next.accumotion_thigh_serial = '';
    next.accumotion_calf_serial = '';
  }
  return next;
}
