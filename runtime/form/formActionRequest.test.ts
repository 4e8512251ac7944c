import { describe, expect, it } from 'vitest';
import { formActionBody, formActionFill } from './formActionRequest';

describe('form actions', () => {
  it('sends form fields under the request names the action gives', () => {
    expect(formActionBody({ label: 'Send', operation: 'forgotPassword', body: { username: 'username' } }, { username: 'pms', email: 'x' })).toEqual({ username: 'pms' });
    expect(formActionBody({ label: 'Generate', operation: 'generatePassword' }, { username: 'pms' })).toEqual({});
  });

  it('[generate-password-call] fills form fields from the answer', () => {
    const action = { label: 'Generate Password', operation: 'generatePassword', fill: { password: 'password', confirm_password: 'password' } };
    expect(formActionFill(action, { username: 'ada' }, { password: 'Xy#12345abcd' })).toEqual({ username: 'ada', password: 'Xy#12345abcd', confirm_password: 'Xy#12345abcd' });
  });
});
