import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
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
import { registerDevRoutes } from './features/dev/registerDevRoutes';
import type { FeatureDeps } from './features/Feature';
import { features } from './features/features';
import { registerSsoRoutes } from './features/sso/registerSsoRoutes';
import { registerFileRoutes } from './features/files/registerFileRoutes';
import { installMultipart } from './http/installMultipart';
import { isHashedAsset } from './http/isHashedAsset';
import { installJsonCompression } from './http/installJsonCompression';
import { createBatchedLogStream } from './http/createBatchedLogStream';
// the tablets' service and the feedback service that features use
import { createTabletFleet } from './adapters/tablets/createTabletFleet';
import { createFeedbackService } from './adapters/feedback/createFeedbackService';
import type { FeedbackService } from './adapters/feedback/FeedbackService';
import { createRequestValidator } from './http/createRequestValidator';
import { installErrorHandling } from './http/installErrorHandling';
import { registerHealthRoutes } from './http/registerHealthRoutes';
import { installSecurityHeaders } from './http/installSecurityHeaders';
import { installUnstorableTextGuard } from './http/installUnstorableTextGuard';
import { answerFrameworkError } from './http/answerFrameworkError';
import { answerClientError } from './http/answerClientError';
import { createOperationRegistrar } from './http/registerOperations';
import { createAuditWriter, type AuditWriter } from './audit/auditWriter';
import { createCallerCache, watchWrites, type CallerCache } from './session/callerCache';
import { installSignInRateLimits } from './security/installSignInRateLimits';
import { createInProcessEventBus } from './realtime/createInProcessEventBus';
import type { EventBus } from './realtime/EventBus';
import { createBusLiveEvents } from './realtime/createBusLiveEvents';
import { createPushMessenger } from './adapters/push/createPushMessenger';
import type { PushMessenger } from './adapters/push/PushMessenger';
import { withDevicePushes } from './realtime/withDevicePushes';
import type { LiveEvents } from './realtime/LiveEvents';
import { installChangePublisher } from './realtime/installChangePublisher';
import { registerEventsSocket } from './realtime/registerEventsSocket';
import { registerPatientAppDevRoutes } from './patientApp/registerPatientAppDevRoutes';
import { registerPatientAppSocket } from './patientApp/registerPatientAppSocket';
import { builtInVideoTokenSecret } from './adapters/video/createVideoTokenIssuer';
import { createSignalRooms } from './videoSignal/createSignalRooms';
import { twilioVideoConnectSources } from './adapters/video/twilioVideoConnectSources';
import { registerPatientVideoDevRoutes } from './videoSignal/registerPatientVideoDevRoutes';
import { registerVideoSignalSocket } from './videoSignal/registerVideoSignalSocket';
import { maxSdpLength } from './videoSignal/signalMessages';
import { resolveSignInLimits } from './security/signInLimits';
import type { ServerDeps } from './ServerDeps';

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
  /**
   * Where the audit entries of patient data go; by default a writer of batches off the answer's
   * path (createAuditWriter), closed with the server. The API tests pass theirs, to read the log
   * once it is written.
   */
  auditWrites?: AuditWriter;
  /**
   * Who presents a token (createCallerCache); by default one made here on `db`, closed with the
   * server. The API tests pass theirs, so their own SQL writes forget callers at once, as the
   * middleware's writes do, instead of waiting for the database's notification.
   */
  callers?: CallerCache;
  /** Live-monitoring pushes and patient-app messages; by default carried by `events`. */
  live?: LiveEvents;
  /** Where pushes also go to users' devices; by default the one `config` names (FCM HTTP v1, or none). */
  pushMessenger?: PushMessenger;
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
  const actingPermissions = options.config.actingPermissions ?? 'own';
  // Who presents a token: one statement, kept a few seconds per token and forgotten on every
  // change of a token, user, team member, practice or permission (heard from the database, or
  // made through `db` below by this process).
  const callers = options.callers ?? (await createCallerCache({ db: options.db, clock: options.clock, actingPermissions }));
  const db = watchWrites(options.db, () => callers.clear());
  const deps: ServerDeps = {
    db,
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
  // The log goes out in batches, once per turn of the event loop (createBatchedLogStream).
  const logStream = options.logger ? createBatchedLogStream(process.stdout) : undefined;
  const app = Fastify({
    logger: logStream ? { stream: logStream } : false,
    trustProxy: options.config.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // A bad URL, an over-long path parameter (414) or a request Node cannot parse (431 headers) is
    // answered {message}, like every refusal.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  installErrorHandling(app);
  const auditWrites = options.auditWrites ?? createAuditWriter({ db: options.db, clock: options.clock, log: app.log });
  // On close (after the last answer): what the audit queue holds is written, then the listener stops.
  app.addHook('onClose', async () => {
    await auditWrites.close();
    await callers.close();
    logStream?.flush();
  });
  // Security headers (CSP, nosniff, referrer, HSTS over HTTPS, no-store on /api) on every answer.
  // With Twilio configured, the call window's twilio-video reaches Twilio's signalling and
  // configuration endpoints (wss and https on twilio.com); the built-in provider needs nothing more.
  await installSecurityHeaders(app, {
    publicUrl: options.config.publicUrl,
    connectSources: options.config.video?.twilio ? twilioVideoConnectSources : [],
  });
  // Stored files are served only at the signed, short-lived addresses that authorized operations hand out.
  const fileUrls = createFileUrlSigner(
    options.config.fileUrlSecret ?? randomBytes(32).toString('hex'),
    options.clock,
  );
  const files = signedFileUrls(
    options.files ?? createLocalFileStorage(mkdtempSync(join(tmpdir(), 'cadence-files-'))),
    fileUrls,
  );
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
  // Live-monitoring pushes (dashboards) and patient-app messages travel on the same bus.
  const events = options.events ?? createInProcessEventBus();
  const busLive = options.live ?? createBusLiveEvents(events);
  const pushMessenger = options.pushMessenger ?? createPushMessenger(options.config, deps.clock);
  const live = pushMessenger
    ? withDevicePushes(busLive, { db: deps.db, messenger: pushMessenger, onError: (error) => app.log.error({ err: error }, 'a push to a device failed') })
    : busLive;
  installChangePublisher(app, { openapi, events });
  // Large JSON answers go brotli- or gzip-compressed; after the publisher, which reads their text.
  installJsonCompression(app);
  // One WebSocket plugin for every socket: the portal's /api/events, the patient apps'
  // /api/patient-app and the video signalling /api/video-signal, whose session descriptions (some
  // 5–10 KB with audio and video) set the frame limit; each socket refuses what it does not read.
  await app.register(fastifyWebsocket, { options: { maxPayload: maxSdpLength + 1024 } });
  registerEventsSocket(app, { db: deps.db, clock: deps.clock, events, live, actingPermissions: options.config.actingPermissions ?? 'own' });
  registerPatientAppSocket(app, {
    db: deps.db,
    clock: deps.clock,
    live,
    secret: options.config.patientAppSecret,
    ...(options.config.rtmInteractionMinutes ? { interactionMinutes: options.config.rtmInteractionMinutes } : {}),
  });
  // The built-in video provider's signalling, for the holders of a room token of an open room;
  // a room's end (announced on `live` by any process) closes its sockets.
  registerVideoSignalSocket(app, {
    clock: deps.clock,
    secret: builtInVideoTokenSecret(options.config),
    iceServers: options.config.video?.iceServers ?? [],
    rooms: createSignalRooms(deps.db, deps.clock, live),
  });
  // Every feature of server/features/features.ts is a Fastify plugin that mounts its operations
  // through this one registrar; boot stops when an operation is left without a handler.
  const operations = createOperationRegistrar({
    openapi,
    validator: createRequestValidator(openapi),
    db: deps.db,
    clock: deps.clock,
    answerCheck: options.config.answerCheck ?? 'off',
    actingPermissions,
    callers,
    auditWrites,
    reportMismatch: ({ operationId, method, path, problems }) => {
      const text = `${operationId} (${method} ${path}) answered outside its OpenAPI description:\n  ${problems.slice(0, 10).join('\n  ')}`;
      // Tests run without Fastify's logger: the mismatch still has to reach the one who ran them.
      if (options.logger) app.log.error({ operationId, problems }, text);
      else console.error(text);
    },
  });
  const featureDeps: FeatureDeps = {
    ...deps,
    files,
    feedback: options.feedback ?? createFeedbackService(deps.config, deps.db, files),
    tablets: createTabletFleet(deps.config),
    changes: events,
    live,
    auditWrites,
  };
  for (const feature of features) await app.register(feature, { deps: featureDeps, operations });
  operations.assertEveryOperationHandled();
  registerHealthRoutes(app, { db: deps.db, version: options.config.version });
  registerDevRoutes(app, deps);
  // The patient-app simulator's listing of devices and their keys: demo mode only.
  if (deps.config.demo) {
    registerPatientAppDevRoutes(app, { db: deps.db, secret: deps.config.patientAppSecret });
    registerPatientVideoDevRoutes(app);
  }
  registerSsoRoutes(app, deps);
  registerFileRoutes(app, files, fileUrls, deps.clock);

  const portalDir = options.portalDir && existsSync(options.portalDir) ? options.portalDir : undefined;
  if (portalDir) {
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      // The build writes a brotli (.br) and a gzip (.gz) copy beside every file worth compressing
      // (scripts/precompressPortal.mjs): a client that accepts one gets it, with no work per request.
      preCompressed: true,
      // The build names every file under assets/ by its content's hash, so a browser may keep it for
      // good and never ask again; index.html (which names the current ones) is asked for each time.
      setHeaders: (reply, filePath) => {
        void reply.header('cache-control', isHashedAsset(portalDir, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // /api/docs is the portal's API reference page (its document comes from apiReference).
    const isPortalPage = path === '/api/docs';
    const isServerPath = !isPortalPage && (path === '/api' || serverPathPrefixes.some((prefix) => path.startsWith(prefix)));
    if (!isServerPath && portalDir && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
  return app;
}
