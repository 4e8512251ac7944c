import { posix } from 'node:path';

/**
 * The name screens use for a form: its file name without `.form.yaml`.
 *
 * @example
 * formName('specs/forms/addPatient.form.yaml'); // 'addPatient'
 */
export function formName(path: string): string {
  return posix.basename(path).replace(/(\.form)?\.ya?ml$/, '');
}
