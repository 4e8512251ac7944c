import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import openapi from '../src/generated/openapi.json' with { type: 'json' };
import { createFileUrlSigner } from './adapters/files/createFileUrlSigner';
import { createLocalFileStorage } from './adapters/files/createLocalFileStorage';
import { signedFileUrls } from './adapters/files/signedFileUrls';
import type { FileStorage } from './adapters/files/FileStorage';
import type { AddressLookup } from './adapters/address/AddressLookup';
import { createAddressLookup } from './adapters/address/createAddressLookup';
import { createEmbeddedIdentityProvider } from './adapters/identity/createEmbeddedIdentityProvider';
import { createUnavailableIdentityProvider } from './adapters/identity/createUnavailableIdentityProvider';
import type { IdentityProvider } from './adapters/identity/IdentityProvider';
import type { Mailer } from './adapters/mail/Mailer';
import { createNpiRegistry } from './adapters/npi/createNpiRegistry';
import type { NpiRegistry } from './adapters/npi/NpiRegistry';
import type { Clock } from './clock/Clock';
import type { ServerConfig } from './config/ServerConfig';
import type { Database } from './db/Database';
import { createAddressHandlers } from './features/address/createAddressHandlers';
import { registerDevRoutes } from './features/dev/registerDevRoutes';
import { createPortalInfoHandlers } from './features/portalInfo/createPortalInfoHandlers';
import { createLookupHandlers } from './features/lookups/createLookupHandlers';
import { createNpiHandlers } from './features/npi/createNpiHandlers';
import { createPatientHandlers } from './features/patients/createPatientHandlers';
import { getPatientDetailHandlers } from './features/patients/getPatientDetailHandlers';
import { patientWizardHandlers } from './features/patients/patientWizardHandlers';
import { createPatientLockHandlers } from './features/patients/createPatientLockHandlers';
import { createPatientProfileHandlers } from './features/patients/createPatientProfileHandlers';
import { createViewingLogHandlers } from './features/patients/createViewingLogHandlers';
import { createPracticeHandlers } from './features/practices/createPracticeHandlers';
import { editPracticeHandlers } from './features/practices/editPracticeHandlers';
import { createPeopleHandlers } from './features/people/createPeopleHandlers';
import { listPracticesHandlers } from './features/practices/listPracticesHandlers';
import { createRemoteLogHandlers } from './features/remoteLog/createRemoteLogHandlers';
import { createSessionHandlers } from './features/session/createSessionHandlers';
import { createSpoofHandlers } from './features/spoof/createSpoofHandlers';
import { registerSsoRoutes } from './features/sso/registerSsoRoutes';
import { registerFileRoutes } from './features/files/registerFileRoutes';
import { createProfilePictureHandlers } from './features/team/createProfilePictureHandlers';
import { createTeamGrantHandlers } from './features/team/createTeamGrantHandlers';
import { createTeamMemberHandlers } from './features/team/createTeamMemberHandlers';
import { createTeamRoleOptionHandlers } from './features/team/createTeamRoleOptionHandlers';
import { installMultipart } from './http/installMultipart';
// firmware, app versions and user guides
import { createAppVersionHandlers } from './features/appVersions/createAppVersionHandlers';
import { createFirmwareHandlers } from './features/firmware/createFirmwareHandlers';
import { createUserGuideHandlers } from './features/userGuides/createUserGuideHandlers';
// users and search
import { createSearchHandlers } from './features/search/createSearchHandlers';
import { createUserHandlers } from './features/users/createUserHandlers';
// devices
import { createTabletFleet } from './adapters/tablets/createTabletFleet';
import { createDeviceHandlers } from './features/devices/createDeviceHandlers';
import { createTabletHandlers } from './features/devices/createTabletHandlers';
// self-pay, licences, bug reports, log viewer
import { createFeedbackService } from './adapters/feedback/createFeedbackService';
import type { FeedbackService } from './adapters/feedback/FeedbackService';
import { createBugReportHandlers } from './features/bugReport/createBugReportHandlers';
import { createLicenceHandlers } from './features/licences/createLicenceHandlers';
import { createPapertrailHandlers } from './features/papertrail/createPapertrailHandlers';
import { createSelfPayHandlers } from './features/selfPay/createSelfPayHandlers';
import { createRequestValidator } from './http/createRequestValidator';
import { installErrorHandling } from './http/installErrorHandling';
import { installSecurityHeaders } from './http/installSecurityHeaders';
import { installUnstorableTextGuard } from './http/installUnstorableTextGuard';
import { answerFrameworkError } from './http/answerFrameworkError';
import { answerClientError } from './http/answerClientError';
import { registerOperations } from './http/registerOperations';
import { installSignInRateLimits } from './security/installSignInRateLimits';
import { createInProcessEventBus } from './realtime/createInProcessEventBus';
import type { EventBus } from './realtime/EventBus';
import { installChangePublisher } from './realtime/installChangePublisher';
import { registerEventsSocket } from './realtime/registerEventsSocket';
import { resolveSignInLimits } from './security/signInLimits';
import type { ServerDeps } from './ServerDeps';
// admin rows: maintenance, study groups, e-document links, admin configuration
import { adminConfigHandlers } from './features/adminRows/adminConfigHandlers';
import { eDocumentHandlers } from './features/adminRows/eDocumentHandlers';
import { maintenanceHandlers } from './features/adminRows/maintenanceHandlers';
import { studyGroupHandlers } from './features/adminRows/studyGroupHandlers';

/** Paths the middleware answers itself; every other GET is the portal's, answered with index.html. */
const serverPathPrefixes = ['/api/', '/dev/', '/sso/', '/files/'];

export interface BuildServerOptions {
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
  clock: Clock;
  /** A configured single sign-on provider; without one, the embedded provider of /dev/sso in demo mode, else none. */
  identity?: IdentityProvider;
  /** The NPI registry; by default the one `config` names (NPPES, or the embedded directory). */
  npiRegistry?: NpiRegistry;
  /** Address autocomplete; by default the one `config` names (Google Places, or the embedded lookup). */
  addressLookup?: AddressLookup;
  /** The built portal (`dist/`) to serve, with index.html for every path the server does not own. */
  portalDir?: string;
  /** Where uploaded files go (profile pictures); by default a fresh folder under the OS temp dir. */
  files?: FileStorage;
  /** The feedback service of bug reports; by default the one `config` names (HTTP, or the embedded store). */
  feedback?: FeedbackService;
  /** Fastify's logger; off in tests. */
  logger?: boolean;
  /**
   * The bus of change events for the portal's real-time channel: PostgreSQL LISTEN/NOTIFY when
   * several processes share the database (server/main.ts with DATABASE_URL); by default an
   * in-process one (PGlite: one process).
   */
  events?: EventBus;
}

/**
 * Builds the middleware: every operation of `src/generated/openapi.json` under /api with its
 * authorization and validation, the developer pages, and optionally the built portal.
 *
 * @example
 * const app = await buildServer({ db, mailer, config, clock: systemClock });
 * await app.listen({ port: 0 });
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  let identity = options.identity;
  let embeddedIdentity = null;
  // The embedded provider (/dev/sso) vouches for anyone, so it exists only in demo mode.
  if (!identity && options.config.demo) {
    embeddedIdentity = createEmbeddedIdentityProvider(options.config.ssoSecret, options.clock);
    identity = embeddedIdentity;
  }
  identity ??= createUnavailableIdentityProvider();
  const deps: ServerDeps = {
    db: options.db,
    mailer: options.mailer,
    config: options.config,
    clock: options.clock,
    identity,
    embeddedIdentity,
    npiRegistry: options.npiRegistry ?? createNpiRegistry(options.config),
    addressLookup: options.addressLookup ?? createAddressLookup(options.config),
  };
  // request.ip is the socket's address; X-Forwarded-For counts only when it comes from a proxy
  // that TRUST_PROXY names (anyone else could write any address in it). The portal's own
  // X-Forwarded-For is kept apart as the audit's "reported address" (server/audit/reportedAddress.ts).
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // A bad URL, an over-long path parameter (414) or a request Node cannot parse (431 headers) is
    // answered {message}, like every refusal.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  installErrorHandling(app);
  // Security headers (CSP, nosniff, referrer, HSTS over HTTPS, no-store on /api) on every answer.
  await installSecurityHeaders(app, { publicUrl: options.config.publicUrl });
  // Stored files are served only at the signed, short-lived addresses that authorized operations hand out.
  const fileUrls = createFileUrlSigner(options.config.fileUrlSecret ?? randomBytes(32).toString('hex'), options.clock);
  const files = signedFileUrls(options.files ?? createLocalFileStorage(mkdtempSync(join(tmpdir(), 'cadence-files-'))), fileUrls);
  await installMultipart(app, files);
  installUnstorableTextGuard(app);
  // Sign-in hardening: the two-factor remember cookie, and rate limits on the calls that guess a
  // secret or send mail (before the operations are registered: it finds their routes as they come).
  await app.register(fastifyCookie);
  await installSignInRateLimits(app, {
    db: deps.db,
    clock: deps.clock,
    limits: resolveSignInLimits(options.config.signInLimits),
  });
  // Real time: a write of an operation marked `x-cadence-changes` is published on the bus, and
  // /api/events passes it on to the sockets of the users who may see the record.
  const events = options.events ?? createInProcessEventBus();
  installChangePublisher(app, { openapi, events });
  await registerEventsSocket(app, { db: deps.db, clock: deps.clock, events });
  registerOperations(app, {
    openapi,
    handlers: {
      ...createSessionHandlers(deps),
      // demo mode and version for the portal's banner
      ...createPortalInfoHandlers(deps.config),
      ...createLookupHandlers(deps.db),
      ...createPeopleHandlers(deps.db),
      ...createPatientHandlers(deps.db, deps.clock),
      ...listPracticesHandlers(deps.db),
      ...createPracticeHandlers(deps.db),
      // practices (runtime helper): load, edit and archive one
      ...editPracticeHandlers(deps.db),
      // patient information wizard
      ...getPatientDetailHandlers(deps.db),
      ...patientWizardHandlers(deps.db, deps.clock),
      // team
      ...createTeamMemberHandlers(deps.db, files),
      ...createTeamGrantHandlers(deps.db),
      ...createTeamRoleOptionHandlers(deps.db),
      ...createProfilePictureHandlers(deps.db, files),
      // patient profile
      ...createPatientProfileHandlers(deps.db, deps.clock),
      ...createPatientLockHandlers(deps.db),
      ...createViewingLogHandlers(deps.db, deps.clock),
      // lookups: external services, acting as, remote log
      ...createNpiHandlers(deps.npiRegistry),
      ...createAddressHandlers(deps.addressLookup),
      ...createSpoofHandlers(deps.db),
      ...createRemoteLogHandlers(deps.db, deps.clock),
      // users and search
      ...createUserHandlers(deps.db, deps.clock),
      ...createSearchHandlers(deps.db),
      // firmware, app versions and user guides
      ...createFirmwareHandlers(deps.db, files),
      ...createAppVersionHandlers(deps.db),
      ...createUserGuideHandlers(deps.db, files),
      // devices: the device list, one device, sessions, and the tablets through their adapter
      ...createDeviceHandlers(deps.db),
      ...createTabletHandlers(deps.db, createTabletFleet(deps.config)),
      // admin rows: maintenance, study groups, e-document links, admin configuration
      ...maintenanceHandlers(deps.db, deps.clock),
      ...studyGroupHandlers(deps.db),
      ...eDocumentHandlers(deps.db),
      ...adminConfigHandlers(deps.db),
      // self-pay, licences, bug reports, log viewer
      ...createSelfPayHandlers(deps.db),
      ...createLicenceHandlers(deps.db, files, deps.config),
      ...createBugReportHandlers(options.feedback ?? createFeedbackService(deps.config, deps.db, files), deps.clock, files),
      ...createPapertrailHandlers(deps.db, deps.clock),
    },
    validator: createRequestValidator(openapi),
    db: deps.db,
    clock: deps.clock,
  });
  registerDevRoutes(app, deps);
  registerSsoRoutes(app, deps);
  registerFileRoutes(app, files, fileUrls, deps.clock);

  const portalDir = options.portalDir && existsSync(options.portalDir) ? options.portalDir : undefined;
  if (portalDir) await app.register(fastifyStatic, { root: portalDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isServerPath = path === '/api' || serverPathPrefixes.some((prefix) => path.startsWith(prefix));
    if (!isServerPath && portalDir && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
  return app;
}
