import { showToast } from './showToast';

/**
 * Shows a success toast that says what happened (issue 27 defect 11: never a bare 'Success!'):
 * callers name the thing done, the spec's words where it gives them.
 *
 * @example
 * showSuccess(message('patientCreated')); // 'Patient created!'
 */
export function showSuccess(text: string, autoCloseMs?: number): string {
  return showToast({ kind: 'success', title: text, ...(autoCloseMs === undefined ? {} : { autoCloseMs }) });
}
