import { message } from '../../src/generated/catalog';
import { showToast } from './showToast';

/**
 * Shows a success toast; the default text is 'Success!' ([default-success-toast]).
 *
 * @example
 * showSuccess(message('patientCreated')); // 'Patient created!'
 */
export function showSuccess(text: string = message('success'), autoCloseMs?: number): string {
  return showToast({ kind: 'success', title: text, ...(autoCloseMs === undefined ? {} : { autoCloseMs }) });
}
