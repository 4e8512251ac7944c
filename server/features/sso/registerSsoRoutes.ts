import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignOnUnavailableError } from '../../adapters/identity/createUnavailableIdentityProvider';
import { escapeHtml } from '../../http/escapeHtml';
import { htmlPage } from '../../http/htmlPage';
import type { ServerDeps } from '../../ServerDeps';
import { createSignOnStates } from './signOnState';
import { ssoMessages } from './ssoMessages';

/** What an OIDC provider posts to the callback (response_mode=form_post). */
interface CallbackForm {
  id_token?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** The `nonce` claim of an ID token, read without checking it: login/okta checks the signature. */
function nonceOf(idToken: string): unknown {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && 'nonce' in claims ? claims.nonce : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Single sign-on in the browser, outside /api:
 * - `GET /sso/start?username=` sends the browser to the identity provider (the configured OIDC
 *   provider, or in demo mode the embedded /dev/sso page; with neither, a 404 page says single
 *   sign-on is not available);
 * - `POST /sso/callback` takes the OIDC provider's form post, checks that it answers a start of
 *   ours (state) for this very start (nonce), and hands the ID token to the Welcome screen as
 *   `/?sso_token=&username=`, which signs in with login/okta ([login-sso-call]).
 * A sign-on that cannot finish shows a plain page with the reason and the way back.
 *
 * @example
 * registerSsoRoutes(app, deps);
 */
export function registerSsoRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const states = createSignOnStates(deps.config.ssoSecret, deps.clock);
  const callbackUrl = `${deps.config.publicUrl.replace(/\/$/, '')}/sso/callback`;
  const failed = (reply: FastifyReply, status: number, reason: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        htmlPage(
          'Single sign-on',
          `<h1>Single sign-on did not finish</h1><p>${escapeHtml(reason)}</p><p><a class="button" href="/">Back to sign in</a></p>`,
        ),
      );

  // Encapsulated so that only these routes read HTML form posts; the API stays JSON only.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Querystring: { username?: string } }>('/sso/start', async (request, reply) => {
      const username = (request.query.username ?? '').trim();
      if (!username) return failed(reply, 400, 'A username is required.');
      const { state, nonce } = states.issue(username);
      try {
        return await reply.redirect(await deps.identity.signOnUrl({ username, state, nonce, callbackUrl }));
      } catch (error) {
        if (error instanceof SignOnUnavailableError) return failed(reply, 404, ssoMessages.unavailable);
        request.log.error(error, 'the identity provider could not be reached');
        return failed(reply, 502, 'The single sign-on service could not be reached. Please try again later.');
      }
    });

    scope.post<{ Body: CallbackForm }>('/sso/callback', (request, reply) => {
      const form = request.body ?? {};
      const start = form.state ? states.read(form.state) : undefined;
      if (!start) return failed(reply, 400, 'This sign-on has expired or did not start here. Please sign on again.');
      if (form.error) return failed(reply, 401, form.error_description || form.error);
      if (!form.id_token || nonceOf(form.id_token) !== start.nonce) {
        return failed(reply, 400, 'The identity provider did not answer this sign-on. Please sign on again.');
      }
      const query = new URLSearchParams({ sso_token: form.id_token, username: start.username });
      return reply.redirect(`/?${query.toString()}`);
    });
    done();
  });
}
