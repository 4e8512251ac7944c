import { escapeHtml } from './escapeHtml';

/**
 * A small, plain HTML page for the few pages the middleware itself serves (the demo mailbox, the
 * embedded sign-on page, a single sign-on that could not finish). `body` is HTML already escaped
 * by the caller; `title` is escaped here.
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(htmlPage('Mailbox', '<h1>Mailbox</h1>'));
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
article{border:1px solid #767676;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}
a.button{display:inline-block;padding:.6rem 1.2rem;background:#0b5cad;color:#fff;border-radius:.4rem;text-decoration:none}</style>
</head><body><main>${body}</main></body></html>`;
}
