// Reads the demo outbox (`GET /dev/mailbox.json`), where the middleware puts every e-mail when no
// SMTP server is configured: the suite gets two-factor codes the way a person would.

/** One e-mail as the outbox lists it. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(baseUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json`);
  if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}`);
  const body = (await response.json()) as { data?: OutboxMessage[] };
  if (!Array.isArray(body.data)) {
    throw new Error(
      `/dev/mailbox.json did not answer { data: [...] }: ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
  return [...body.data].sort((a, b) => a.id - b.id);
}

/** The id of the newest message, or 0 for an empty outbox: the mark to look for new mail after. */
export async function newestMessageId(baseUrl: string): Promise<number> {
  const messages = await readOutbox(baseUrl);
  return messages.at(-1)?.id ?? 0;
}

/**
 * Waits for an e-mail newer than `afterId` that carries a six-digit code, and returns the code.
 * The suite runs one scenario at a time, so the newest code is the one just requested.
 *
 * @example
 * const mark = await newestMessageId(baseUrl);
 * // ...sign in as superadmin...
 * const code = await waitForOtpCode(baseUrl, mark);
 */
export async function waitForOtpCode(baseUrl: string, afterId: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await readOutbox(baseUrl)).filter((message) => message.id > afterId).reverse();
    for (const message of fresh) {
      const code = /\b(\d{6})\b/.exec(`${message.subject}\n${message.body}`)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail with a six-digit code arrived within ${timeoutMs} ms`);
}
