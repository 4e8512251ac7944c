import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { classifyError } from './classifyError';

const now = 1_700_000_000_000;
const server = (status: number, body: unknown) => ApiError.fromResponse(status, body);

describe('classifyError', () => {
  it('[unauthorized-500-silent] shows nothing for a 500 with "Unauthorized."', () => {
    expect(classifyError(server(500, { message: 'Unauthorized.' }))).toEqual({ kind: 'silent' });
  });

  it('[cms-unavailable] replaces a message naming the federal insurance site', () => {
    const want = { kind: 'toast', title: 'Error', description: 'CMS server is unavailable. Please try again later.' };
    expect(classifyError(server(502, { message: 'Could not resolve host: eligibility.cms.gov' }))).toEqual(want);
    expect(classifyError(server(502, { message: 'Upstream www.medicare.gov timed out' }))).toEqual(want);
    expect(classifyError(server(502, { message: 'Centers for Medicare & Medicaid Services: 503' }))).toEqual(want);
  });

  it('[npi-not-found-passthrough] passes "NPI number not found" through', () => {
    expect(classifyError(server(404, { message: 'NPI number not found' }))).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'NPI number not found',
    });
  });

  it('[curl-error] replaces a cURL error with the third-party message', () => {
    expect(classifyError(server(500, { message: 'cURL error 28: Operation timed out after 30001 milliseconds' }))).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'Third-party server failed. Please try again.',
    });
  });

  it('[validation-error-codes] titles a JSON body with error codes "Validation failed - ... Error Numbers: {codes}"', () => {
    const error = server(422, { message: 'Validation failed', error_codes: ['000F0002', '000F0003'], validation_errors: { zip_code: ['Zip code must be 5 digits.'] } });
    expect(classifyError(error)).toMatchObject({
      kind: 'toast',
      title: 'Validation failed - Contact Customer Service. Error Numbers: 000F0002, 000F0003',
    });
  });

  it('[validation-error-codes] reads the same error when it arrives as a JSON string', () => {
    const json = JSON.stringify({ error_codes: ['000F0002'], validation_errors: { email_address: ['Not a valid email'] } });
    expect(classifyError(server(400, json))).toEqual({
      kind: 'toast',
      title: 'Validation failed - Contact Customer Service. Error Numbers: 000F0002',
      description: 'Not a valid email',
    });
    expect(classifyError(server(400, { message: json }))).toMatchObject({ description: 'Not a valid email' });
  });

  it('[code-000f0001] describes a missing field as "{Field name} is required."', () => {
    const error = server(422, { message: 'Validation failed', error_codes: ['000F0001'], validation_errors: { first_name: ['The first name field is required.'] } });
    expect(classifyError(error)).toEqual({
      kind: 'toast',
      title: 'Validation failed - Contact Customer Service. Error Numbers: 000F0001',
      description: 'First name is required.',
    });
  });

  it('[code-000f0001] adds "in the Procedure" for a procedure field', () => {
    const error = server(422, { error_codes: ['000F0001'], validation_errors: { 'patient_procedure.procedure_date': ['required'] } });
    expect(classifyError(error)).toMatchObject({ description: 'Procedure date is required in the Procedure.' });
  });

  it('[first-nested-validation-message] shows the first nested message for other codes', () => {
    const error = server(422, {
      error_codes: ['000F0003'],
      validation_errors: { procedure: { codes: [{ cpt: ['Maximum 20 codes'] }] }, last_name: ['Maximum 32 characters'] },
    });
    expect(classifyError(error)).toMatchObject({ description: 'Maximum 20 codes' });
  });

  it('[form-error-to-field] attaches a form_error to its field with a time stamp and no toast', () => {
    const error = server(422, { message: 'Invalid password', form_error: { name: 'password', message: 'Must include uppercase letter' } });
    expect(classifyError(error, { now })).toEqual({ kind: 'field', name: 'password', message: 'Must include uppercase letter', at: now });
  });

  it('[sqlstate-hidden] never shows a message starting with SQLSTATE', () => {
    expect(classifyError(server(500, { message: 'SQLSTATE[23000]: Integrity constraint violation' }))).toEqual({ kind: 'log' });
  });

  it('[network-error-message] shows a network error with its own message', () => {
    expect(classifyError(ApiError.fromNetwork(new TypeError('Failed to fetch')))).toEqual({ kind: 'toast', title: 'Error', description: 'Failed to fetch' });
    expect(classifyError(new TypeError('NetworkError when attempting to fetch resource.'))).toMatchObject({
      description: 'NetworkError when attempting to fetch resource.',
    });
  });

  it('[list-form-errors-notifier] issue 25 finding 4: shows a 503 as the catalogue\'s "service unavailable, try again", whatever its body says', () => {
    const unavailable = { kind: 'toast', title: 'Service unavailable', description: 'The service is unavailable right now. Please try again in a moment.' };
    expect(classifyError(server(503, { message: 'The service is unavailable right now. Please try again in a moment.' }))).toEqual(unavailable);
    expect(classifyError(server(503, '<html><body>503 Service Temporarily Unavailable</body></html>'))).toEqual(unavailable);
    expect(classifyError(server(503, { message: 'x' }), { context: 'lookup' })).toEqual({ kind: 'log' });
  });

  it('[list-form-errors-notifier] shows any other server message of a list or form call as a toast', () => {
    expect(classifyError(server(403, { message: 'This action is unauthorized.' }))).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'This action is unauthorized.',
    });
  });

  it('[team-missing-right-messages] shows a refusal under the title the server chose', () => {
    expect(classifyError(server(403, { title: 'Action not allowed.', message: 'Must have Edit Staff permission' }))).toEqual({
      kind: 'toast',
      title: 'Action not allowed.',
      description: 'Must have Edit Staff permission',
    });
  });

  it('[lookup-failures-logged] only logs a failed lookup, whatever the server said', () => {
    expect(classifyError(server(500, { message: 'Statuses unavailable' }), { context: 'lookup' })).toEqual({ kind: 'log' });
  });

  it('[other-failures-logged] only logs background failures and failures that are not calls', () => {
    expect(classifyError(server(500, { message: 'Logout failed' }), { context: 'background' })).toEqual({ kind: 'log' });
    expect(classifyError(new RangeError('Invalid time value'))).toEqual({ kind: 'log' });
  });
});
