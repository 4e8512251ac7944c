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

/** A token the provider vouches for: what login/okta remembers so that it is accepted once. */
export interface VerifiedIdentityToken {
  /** The token's own id at its provider (the issuer with its `jti`, else its `nonce`). */
  tokenId: string;
  /** When the token stops being valid: its id is remembered until then. */
  expiresAt: Date;
}

export interface IdentityProvider {
  /** The address the browser goes to in order to sign `start.username` on. */
  signOnUrl(start: SignOnStart): Promise<string>;
  /**
   * The token's id and expiry when `token` proves that its bearer is `username`, else null.
   * Never throws for a bad token. Whether the token was used before is the caller's to check
   * (server/features/session/claimIdentityToken.ts).
   */
  verify(username: string, token: string): Promise<VerifiedIdentityToken | null>;
}
