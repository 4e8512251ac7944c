// Settings the server reads from the environment once at start; tests build them directly.

import type { FcmSettings } from '../adapters/push/FcmServiceAccount';
import type { AnswerCheckMode } from '../http/createAnswerCheck';
import type { SignInLimitOverrides } from '../security/signInLimits';
import type { VideoConfig } from '../adapters/video/readVideoConfig';
import type { ActingPermissions } from '../session/actingContext';

export interface ServerConfig {
  /** Reported as middleware_version in the login response. */
  version: string;
  /** Reported as mfg_api in the login response: where the manufacturing API lives. */
  mfgApi: string;
  /** The portal's public origin, used in e-mailed links, e.g. `http://localhost:8080`. */
  publicUrl: string;
  /**
   * Demo mode (CADENCE_DEMO=1, set by `npm start` and `npm run dev`): the developer pages
   * (/dev/mailbox, /dev/sso) and the embedded identity provider exist only then, and only then
   * is an empty database seeded with the demo users. Never on with real patient data.
   */
  demo: boolean;
  /** Secret that signs the embedded identity provider's single sign-on tokens. */
  ssoSecret: string;
  /**
   * Secret that signs the short-lived addresses of stored files (`/files/<key>?expires=&signature=`).
   * FILE_URL_SECRET; random per process when unset (fine for one instance; several instances must
   * share one). buildServer draws a random one when this is absent.
   */
  fileUrlSecret?: string;
  /** The NPPES API (NPI_REGISTRY_URL); without it the embedded NPI directory answers. */
  npiRegistryUrl?: string;
  /** Google Places (GOOGLE_PLACES_API_KEY); without it the embedded address lookup answers. */
  googlePlacesApiKey?: string;
  /** Google Places' base URL (GOOGLE_PLACES_URL), for a proxy or a test server. */
  googlePlacesUrl?: string;
  // devices: the tablets' device-management service
  /** The device-management service (TABLET_MANAGEMENT_URL); without it the embedded tablet fleet simulator answers. */
  tabletManagementUrl?: string;
  /** Its bearer token (TABLET_MANAGEMENT_TOKEN). */
  tabletManagementToken?: string;
  // self-pay, licences, bug reports (document 3)
  /** The feedback service of bug reports (FEEDBACK_SERVICE_URL); without it the embedded store keeps them. */
  feedbackServiceUrl?: string;
  /** Who saves and deletes licences (LICENCE_EDITORS): `manager` (default: super admin and monitoring manager) or `superAdmin`. */
  licenceEditors?: 'manager' | 'superAdmin';
  /**
   * Whose permissions hold while a super user acts as a practice's member (ACTING_PERMISSIONS):
   * `own` (default: the user's own, whoever they act as) or `member` (a role without a built-in
   * set, Customer Service, takes the acting member's list). See specs/access.yaml `permissionSets`.
   */
  actingPermissions?: ActingPermissions;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY: comma-separated addresses
   * or CIDRs, handed to Fastify's `trustProxy`); without it the client address is the socket's.
   */
  trustProxy?: string;
  /**
   * Rate limits and lockouts of the sign-in calls over the defaults of
   * server/security/signInLimits.ts (SIGN_IN_LIMITS, JSON of the same shape). Raise, never remove:
   * e.g. a per-IP limit for a large office behind one address.
   */
  signInLimits?: SignInLimitOverrides;
  /**
   * Whether each answer is checked against its OpenAPI description before it is sent
   * (ANSWER_CHECK: `off`, `sample`, `log` or `fail`; default `off` under NODE_ENV=production, else `sample`: one answer in 100 per operation):
   * `fail` answers a mismatch 500, as the API and end-to-end tests run. Unset means `off`.
   */
  answerCheck?: AnswerCheckMode;
  // live monitoring: the patient-app gateway (/api/patient-app)
  /**
   * The secret of the tablets' keys (PATIENT_APP_SECRET): key = hex HMAC-SHA256(secret,
   * serial_number), with which a tablet signs the socket's challenge. In demo mode the fixed
   * development secret when unset; otherwise unset means the tablet socket refuses every tablet.
   */
  patientAppSecret?: string;
  /** Minutes from a patient's join to the tile's next_interaction (RTM_INTERACTION_MINUTES, default 10). */
  rtmInteractionMinutes?: number;
  /** Video calls: the built-in provider's token secret, or Twilio's credentials (readVideoConfig). */
  video?: VideoConfig;
  /**
   * Firebase Cloud Messaging HTTP v1 (FCM_PROJECT_ID, FCM_SERVICE_ACCOUNT: the service account key
   * as JSON or the path of its file, FCM_URL for a proxy): live-monitoring pushes also go to the
   * devices users registered (fcmtoken). Without it, pushes travel on the portal's socket only.
   */
  fcm?: FcmSettings;
}
