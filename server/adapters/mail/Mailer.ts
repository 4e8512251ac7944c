// Outgoing e-mail (two-factor codes, reset links, login links) goes through this adapter: SMTP
// when configured, otherwise the local outbox shown at /dev/mailbox.

export interface Mail {
  to: string;
  subject: string;
  /** Plain text; codes and links appear in it verbatim. */
  body: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
