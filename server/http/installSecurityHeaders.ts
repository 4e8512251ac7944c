import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** HSTS once the portal is reached over HTTPS: a year, subdomains included. */
const hstsValue = 'max-age=31536000; includeSubDomains';

/** Paths whose answers are personal or carry tokens, and so must never be cached. */
const noStorePrefixes = ['/api/', '/sso/', '/dev/'];

/**
 * The Content-Security-Policy of every answer. Scripts only from the portal's own origin (the
 * built portal has no inline script); styles also inline, because Mantine sets style attributes
 * and injects its CSS variables at run time; images also `data:` and `blob:` (the profile
 * picture cropper); no plugins, no framing by any page (clickjacking), forms only to us. No
 * `'unsafe-eval'`: the portal compiles no code, its forms' and record shapes' JSON Schemas are
 * compiled into validators by `npm run generate` (src/generated/formValidators, recordShapes).
 */
export function contentSecurityPolicy(https: boolean, connectSources: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer of the middleware (API, portal, developer pages, errors),
 * through `@fastify/helmet`: the Content-Security-Policy above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer` (reset links and tokens in addresses never leak to another
 * site), `X-Frame-Options: DENY`; `Strict-Transport-Security` only when the portal is served over
 * HTTPS (`publicUrl` https, or the request came in over https), since on plain HTTP it would be
 * ignored at best; and `Cache-Control: no-store` on /api, /sso and /dev answers, which hold
 * patient data or tokens. Register it before the routes.
 *
 * @example
 * await installSecurityHeaders(app, { publicUrl: config.publicUrl });
 * await installSecurityHeaders(app, { publicUrl, connectSources: twilioVideoConnectSources }); // calls through Twilio
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; connectSources?: readonly string[] }): Promise<void> {
  const httpsPortal = options.publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(httpsPortal, options.connectSources) },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Set below, only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (httpsPortal || request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || noStorePrefixes.some((prefix) => path.startsWith(prefix))) reply.header('cache-control', 'no-store');
    done();
  });
}
