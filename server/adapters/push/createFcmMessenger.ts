import { createSign } from 'node:crypto';
import type { Clock } from '../../clock/Clock';
import type { FcmSettings } from './FcmServiceAccount';
import type { PushMessenger } from './PushMessenger';

const googleTokenUri = 'https://oauth2.googleapis.com/token';
const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
/** A minted access token is used until this long before it expires (ms). */
const renewBeforeMs = 60_000;

function base64Url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** The signed JWT a service account trades for an access token (RFC 7523 bearer grant). */
function signedAssertion(settings: FcmSettings, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64Url(
    JSON.stringify({
      iss: settings.serviceAccount.client_email,
      scope: fcmScope,
      aud: settings.serviceAccount.token_uri ?? googleTokenUri,
      iat: issuedAt,
      exp: issuedAt + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(settings.serviceAccount.private_key);
  return `${header}.${claims}.${base64Url(signature)}`;
}

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth 2 access token minted from the service account
 * (a JWT signed RS256, kept until a minute before it expires), then one `messages:send` per
 * delivery. A token FCM no longer knows (404, or UNREGISTERED) is answered `unregistered`; any
 * other failure throws with FCM's status.
 *
 * @example
 * const messenger = createFcmMessenger({ projectId: 'cadence', serviceAccount }, systemClock);
 * await messenger.send({ token, data: { notification_type: 'pain_high', patient_id: '4', json: '{}' } });
 */
export function createFcmMessenger(settings: FcmSettings, clock: Clock, fetchImpl: typeof fetch = fetch): PushMessenger {
  let access: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = clock.now();
    if (access && access.expiresAt - renewBeforeMs > now.getTime()) return access.token;
    const response = await fetchImpl(settings.serviceAccount.token_uri ?? googleTokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: signedAssertion(settings, now) }).toString(),
    });
    if (!response.ok) throw new Error(`FCM: the access token was refused (${response.status})`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('FCM: the token endpoint answered no access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    access = { token: body.access_token, expiresAt: now.getTime() + seconds * 1000 };
    return access.token;
  }

  const sendUrl = `${(settings.url ?? 'https://fcm.googleapis.com').replace(/\/$/, '')}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
  return {
    async send(delivery) {
      const response = await fetchImpl(sendUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
        body: JSON.stringify({ message: { token: delivery.token, data: delivery.data } }),
      });
      if (response.ok) return 'sent';
      const text = await response.text();
      if (response.status === 404 || text.includes('UNREGISTERED')) return 'unregistered';
      throw new Error(`FCM: messages:send answered ${response.status}`);
    },
  };
}
