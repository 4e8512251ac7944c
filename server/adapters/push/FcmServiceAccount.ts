/** The fields of a Google service account key (JSON) that FCM HTTP v1 needs. */
export interface FcmServiceAccount {
  client_email: string;
  private_key: string;
  /** Where access tokens are minted; Google's by default (a local fake in tests). */
  token_uri?: string;
}

/** The settings of FCM HTTP v1 (config `fcm`). */
export interface FcmSettings {
  projectId: string;
  serviceAccount: FcmServiceAccount;
  /** FCM's base URL (FCM_URL), for a proxy or a test server; `https://fcm.googleapis.com` by default. */
  url?: string;
}

/**
 * Reads a service account key from JSON text, or throws naming what is missing.
 *
 * @example
 * readFcmServiceAccount(readFileSync('service-account.json', 'utf8'));
 */
export function readFcmServiceAccount(json: string): FcmServiceAccount {
  const value = JSON.parse(json) as Record<string, unknown>;
  const { client_email, private_key, token_uri } = value;
  if (typeof client_email !== 'string' || typeof private_key !== 'string') {
    throw new Error('FCM_SERVICE_ACCOUNT: a service account key needs client_email and private_key');
  }
  return { client_email, private_key, ...(typeof token_uri === 'string' ? { token_uri } : {}) };
}
