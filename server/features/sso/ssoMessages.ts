// Messages the single sign-on pages show; the spec gives none for these, so they are the server's own.

export const ssoMessages = {
  unavailable: 'Single sign-on is not available on this portal. Please sign in with your username and password.',
} as const;
