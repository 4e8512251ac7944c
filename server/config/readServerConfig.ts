import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFcmServiceAccount } from '../adapters/push/FcmServiceAccount';
import { configMessages } from './configMessages';
import { devPatientAppSecret } from './devPatientAppSecret';
import type { ServerConfig } from './ServerConfig';
import type { AnswerCheckMode } from '../http/createAnswerCheck';
import { parseSignInLimits } from '../security/parseSignInLimits';
import { readVideoConfig } from '../adapters/video/readVideoConfig';

/**
 * Reads the server settings from environment variables: MIDDLEWARE_VERSION, MFG_API_URL,
 * PUBLIC_URL (default `http://localhost:{PORT}`), SSO_SECRET and FILE_URL_SECRET (each random per process when unset,
 * which is fine for one instance; several instances must share one), and the external services:
 * NPI_REGISTRY_URL (e.g. https://npiregistry.cms.hhs.gov/api/?version=2.1), GOOGLE_PLACES_API_KEY
 * and GOOGLE_PLACES_URL; without them the embedded implementations answer. CADENCE_DEMO=1 turns on
 * demo mode; it is refused with NODE_ENV=production, so that a deployment can never expose the
 * demo mailbox or the embedded sign-on page. PATIENT_APP_SECRET makes the tablets' keys (the fixed
 * development secret only in demo mode; otherwise, unset, the tablet socket refuses every tablet)
 * and RTM_INTERACTION_MINUTES sets a joined patient's next interaction (default 10).
 *
 * @throws Error when CADENCE_DEMO=1 and NODE_ENV=production are set together.
 * @example
 * const config = readServerConfig(process.env);
 */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = env.PORT ?? '8080';
  const demo = env.CADENCE_DEMO === '1';
  if (demo && env.NODE_ENV === 'production') throw new Error(configMessages.demoInProduction);
  return {
    version: env.MIDDLEWARE_VERSION ?? '1-release-3.33.00-1',
    mfgApi: env.MFG_API_URL ?? '/mfg',
    demo,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    ssoSecret: env.SSO_SECRET ?? randomBytes(32).toString('hex'),
    // FILE_URL_SECRET signs the addresses of stored files; several instances must share one.
    fileUrlSecret: env.FILE_URL_SECRET ?? randomBytes(32).toString('hex'),
    ...(env.NPI_REGISTRY_URL ? { npiRegistryUrl: env.NPI_REGISTRY_URL } : {}),
    ...(env.GOOGLE_PLACES_API_KEY ? { googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY } : {}),
    ...(env.GOOGLE_PLACES_URL ? { googlePlacesUrl: env.GOOGLE_PLACES_URL } : {}),
    // devices: TABLET_MANAGEMENT_URL and TABLET_MANAGEMENT_TOKEN (the tablets' device-management service)
    ...(env.TABLET_MANAGEMENT_URL ? { tabletManagementUrl: env.TABLET_MANAGEMENT_URL } : {}),
    ...(env.TABLET_MANAGEMENT_TOKEN ? { tabletManagementToken: env.TABLET_MANAGEMENT_TOKEN } : {}),
    // self-pay, licences, bug reports: FEEDBACK_SERVICE_URL, LICENCE_EDITORS (manager | superAdmin)
    ...(env.FEEDBACK_SERVICE_URL ? { feedbackServiceUrl: env.FEEDBACK_SERVICE_URL } : {}),
    ...(env.LICENCE_EDITORS === 'superAdmin' ? { licenceEditors: 'superAdmin' as const } : {}),
    // acting as a practice's member: ACTING_PERMISSIONS (own | member)
    ...(env.ACTING_PERMISSIONS === 'member' ? { actingPermissions: 'member' as const } : {}),
    // SIGN_IN_LIMITS: JSON over the sign-in rate limits and lockouts (server/security/signInLimits.ts)
    ...(env.SIGN_IN_LIMITS?.trim() ? { signInLimits: parseSignInLimits(env.SIGN_IN_LIMITS) } : {}),
    // TRUST_PROXY: the proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For is believed
    ...(env.TRUST_PROXY?.trim() ? { trustProxy: env.TRUST_PROXY.trim() } : {}),
    // ANSWER_CHECK: answers held against the OpenAPI description (off in production unless asked)
    answerCheck: answerCheckMode(env),
    // live monitoring: PATIENT_APP_SECRET (the development secret in demo mode only), RTM_INTERACTION_MINUTES
    ...patientAppSettings(env, demo),
    // VIDEO_TOKEN_SECRET; TWILIO_ACCOUNT_SID, TWILIO_API_KEY, TWILIO_API_SECRET (video calls through Twilio)
    video: readVideoConfig(env),
    // FCM_PROJECT_ID + FCM_SERVICE_ACCOUNT (JSON or a file's path), FCM_URL: pushes to users' devices
    ...fcmSettings(env),
  };
}

function answerCheckMode(env: NodeJS.ProcessEnv): AnswerCheckMode {
  const asked = env.ANSWER_CHECK?.trim();
  if (asked === 'off' || asked === 'sample' || asked === 'log' || asked === 'fail') return asked;
  if (asked) throw new Error(configMessages.answerCheck);
  return env.NODE_ENV === 'production' ? 'off' : 'sample';
}

function patientAppSettings(env: NodeJS.ProcessEnv, demo: boolean): Pick<ServerConfig, 'patientAppSecret' | 'rtmInteractionMinutes'> {
  // Anyone can read the development secret here: outside demo mode it would let anyone pose as any tablet.
  const secret = env.PATIENT_APP_SECRET?.trim() || (demo ? devPatientAppSecret : undefined);
  const minutes = Number(env.RTM_INTERACTION_MINUTES);
  if (env.RTM_INTERACTION_MINUTES !== undefined && !(Number.isFinite(minutes) && minutes > 0)) throw new Error(configMessages.rtmInteractionMinutes);
  return {
    ...(secret ? { patientAppSecret: secret } : {}),
    ...(env.RTM_INTERACTION_MINUTES !== undefined ? { rtmInteractionMinutes: minutes } : {}),
  };
}

function fcmSettings(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'fcm'> {
  const projectId = env.FCM_PROJECT_ID?.trim();
  const account = env.FCM_SERVICE_ACCOUNT?.trim();
  if (!projectId && !account) return {};
  if (!projectId || !account) throw new Error(configMessages.fcm);
  const serviceAccount = readFcmServiceAccount(account.startsWith('{') ? account : readFileSync(account, 'utf8'));
  return { fcm: { projectId, serviceAccount, ...(env.FCM_URL?.trim() ? { url: env.FCM_URL.trim() } : {}) } };
}
