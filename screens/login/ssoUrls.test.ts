import { describe, expect, it } from 'vitest';
import { readUrlSignIn, ssoStartUrl } from './ssoUrls';

describe('ssoStartUrl', () => {
  it('[login-sso-call] sends the username and the way back to the demo provider', () => {
    expect(ssoStartUrl('j doe')).toBe('/sso/start?username=j+doe');
  });
});

describe('readUrlSignIn', () => {
  it('[login-sso-call] reads a returning single sign-on', () => {
    expect(readUrlSignIn('?sso_token=t1&username=jdoe')).toEqual({
      kind: 'sso',
      username: 'jdoe',
      token: 't1',
    });
  });

  it('[email-login-link-call] reads an e-mailed login link', () => {
    expect(readUrlSignIn('?login_token=abc&username=jdoe')).toEqual({
      kind: 'loginLink',
      username: 'jdoe',
      loginToken: 'abc',
    });
  });

  it('ignores an address without a username or a token', () => {
    expect(readUrlSignIn('?login_token=abc')).toBeUndefined();
    expect(readUrlSignIn('?username=jdoe')).toBeUndefined();
    expect(readUrlSignIn('')).toBeUndefined();
  });
});
