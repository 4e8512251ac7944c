// Single sign-on goes through this adapter: an OIDC provider when configured, otherwise in demo
// mode the embedded provider of /dev/sso, otherwise none (createUnavailableIdentityProvider). It
// says where the browser starts signing on, and whether the token the portal then sends to
// login/okta proves who the user is.

/** What a sign-on start needs: who signs on, and how the answer comes back. */
export interface SignOnStart {
  username: string;
  /** Opaque value the provider returns unchanged, tying its answer to this start. */
  state: string;
  /** Value the provider puts into the ID token, so a token cannot be replayed into another start. */
  nonce: string;
  /** Where the provider sends its answer (`{publicUrl}/sso/callback`). */
  callbackUrl: string;
}

export interface IdentityProvider {
  /** The address the browser goes to in order to sign `start.username` on. */
  signOnUrl(start: SignOnStart): Promise<string>;
  /** Whether `token` proves that its bearer is `username`. Never throws for a bad token. */
  verify(username: string, token: string): Promise<boolean>;
}
