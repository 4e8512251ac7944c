import { createCadenceApi, type ApiClient } from './apiClient';
import { configuredIpLookup } from './ipLookup';
import { createSessionStore, sessionStorageArea, type SessionStore } from './sessionStore';

let store: SessionStore | undefined;
let client: ApiClient | undefined;
let tokenSource: (() => string | undefined) | undefined;

/** The portal's stored session, in the storage area the build calls for ([api-bearer-token]). */
export function portalSessionStore(): SessionStore {
  store ??= createSessionStore(sessionStorageArea());
  return store;
}

/**
 * Makes the portal client take its bearer token from `source` (the running session machine), so
 * a call made in the same moment a token arrives or is refreshed already carries it; until a
 * source is set the stored session's token is used.
 */
export function setPortalTokenSource(source: () => string | undefined): void {
  tokenSource = source;
}

/**
 * The session's current access token (the running session machine's, else the stored one), read
 * afresh on every use: the real-time channel authenticates with it and follows its refresh.
 */
export function portalToken(): string | undefined {
  return tokenSource ? tokenSource() : portalSessionStore().read()?.token;
}

/**
 * The portal's API client: calls go to `/api` on the portal's own origin with the session's
 * token. Created on first use so that importing a screen never touches storage.
 *
 * @example
 * await portalApi().call('forgotPassword', { username: email });
 */
export function portalApi(): ApiClient {
  client ??= createCadenceApi({
    baseUrl: '/api',
    getToken: portalToken,
    ipLookup: configuredIpLookup(),
  });
  return client;
}
