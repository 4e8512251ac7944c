// Single sign-on (login/okta) checks the token it is given through this adapter: an OIDC
// provider when configured, otherwise the embedded provider of /dev/sso.

export interface IdentityProvider {
  /** Whether `token` proves that its bearer is `username`. Never throws for a bad token. */
  verify(username: string, token: string): Promise<boolean>;
}
