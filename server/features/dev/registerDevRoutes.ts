import type { FastifyInstance } from 'fastify';
import { isMovableClock } from '../../clock/createMovableClock';
import type { ServerDeps } from '../../ServerDeps';
import { escapeHtml } from '../../http/escapeHtml';
import { htmlPage as page } from '../../http/htmlPage';

/** How far /dev/clock may move the demo's clock, either way. */
const maxClockOffsetMs = 366 * 24 * 60 * 60 * 1000;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
}


/**
 * In demo mode only, the developer pages outside /api: the
 * mailbox of the local outbox (`/dev/mailbox`, `/dev/mailbox.json`), the embedded single
 * sign-on page (`/dev/sso`) and, when the clock is the demo's movable one, `POST /dev/clock`. Outside demo mode no /dev route exists (404): the mailbox shows
 * every reset link and two-factor code and /dev/sso signs anyone in, so a deployment must never
 * serve them; its mail stays in the outbox table, or goes out through SMTP_URL.
 *
 * @example
 * registerDevRoutes(app, deps);
 */
export function registerDevRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps;
  const outbox = () =>
    db.query<OutboxRow>('select id, to_address, subject, body, created_at from outbox order by id desc limit 200');

  if (!config.demo) return;

  app.get('/dev/mailbox.json', async () => ({
    data: (await outbox()).map((mail) => ({
      id: mail.id,
      to: mail.to_address,
      subject: mail.subject,
      body: mail.body,
      created_at: mail.created_at.toISOString(),
    })),
  }));

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await outbox();
    const items = mails
      .map(
        (mail) => `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.to_address)} · <time datetime="${mail.created_at.toISOString()}">${escapeHtml(mail.created_at.toUTCString())}</time></p>
<pre>${linkify(mail.body)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Mailbox', `<h1>Mailbox</h1><p>E-mail the demo would have sent, newest first.</p>${items || '<p>No e-mail yet.</p>'}`));
  });

  // Moves the demo's clock (server/clock/createMovableClock.ts): `{offset_ms}` ahead of the wall
  // clock, within a year either way; 0 puts it back.
  const clock = deps.clock;
  if (isMovableClock(clock)) {
    app.post<{ Body: { offset_ms?: unknown } }>('/dev/clock', (request, reply) => {
      const offset = request.body?.offset_ms;
      if (typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > maxClockOffsetMs) {
        return reply.status(400).send({ message: 'offset_ms must be a whole number of milliseconds within a year.' });
      }
      clock.setOffsetMs(offset);
      return { data: { offset_ms: clock.offsetMs(), now: clock.now().toISOString() } };
    });
  }

  app.get<{ Querystring: { username?: string; redirect?: string } }>('/dev/sso', (request, reply) => {
    const idp = deps.embeddedIdentity;
    if (!idp) return reply.status(404).send({ message: 'Not found.' });
    const username = (request.query.username ?? '').trim();
    const redirect = request.query.redirect ?? '/';
    // Only same-origin paths, so the page cannot be used to send tokens to another site.
    if (!username || !redirect.startsWith('/') || redirect.startsWith('//')) {
      return reply.status(400).type('text/html; charset=utf-8').send(page('Single sign-on', '<h1>Single sign-on</h1><p>A username and a same-site redirect path are required.</p>'));
    }
    const target = new URL(redirect, config.publicUrl);
    target.searchParams.set('sso_token', idp.issue(username));
    target.searchParams.set('username', username);
    const href = `${target.pathname}${target.search}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Single sign-on',
          `<h1>Cadence identity provider</h1><p>This embedded provider stands in for the organisation's single sign-on service.</p>
<p><a class="button" href="${escapeHtml(href)}">Continue as ${escapeHtml(username)}</a></p>`,
        ),
      );
  });
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
