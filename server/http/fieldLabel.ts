/**
 * The words a validation message starts with for a request field, so that every refusal names a
 * field the same way.
 *
 * @example
 * fieldLabel('search.patient_last_name'); // 'Patient last name'
 * fieldLabel('otp_code'); // 'Otp code'
 */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
