import { FeedbackServiceError, type FeedbackService, type FeedbackTicketAnswer } from './FeedbackService';

/** Settings of {@link createHttpFeedbackService}. */
export interface HttpFeedbackOptions {
  /** The service's base address, e.g. `https://feedback.example.com/api`. */
  url: string;
  /** The fetch to use; the global one by default (tests may pass another). */
  fetch?: typeof fetch;
}

/**
 * The feedback service over HTTP (document 3, section 7.9): multipart POST `{url}/Attachment`
 * with the `file` (answered `{id}`), multipart POST `{url}/Ticket` with the ticket's fields
 * (lists as JSON), answered `{responseCode, ticketId}`. A failed call or a non-2xx answer is a
 * {@link FeedbackServiceError}.
 *
 * @example
 * const feedback = createHttpFeedbackService({ url: config.feedbackServiceUrl });
 */
export function createHttpFeedbackService(options: HttpFeedbackOptions): FeedbackService {
  const base = options.url.replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  async function post(path: string, form: FormData): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${base}/${path}`, { method: 'POST', body: form });
    } catch (error) {
      throw new FeedbackServiceError(`The feedback service could not be reached: ${String(error)}`);
    }
    if (!response.ok) throw new FeedbackServiceError(`The feedback service answered ${String(response.status)} to ${path}`);
    return response.json();
  }
  return {
    async uploadAttachment(file) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.fileName);
      const answer = (await post('Attachment', form)) as { id?: unknown };
      if (typeof answer.id !== 'string' && typeof answer.id !== 'number') throw new FeedbackServiceError('The feedback service answered no attachment id');
      return { id: String(answer.id) };
    },
    async createTicket(ticket) {
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket)) {
        form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
      }
      const answer = (await post('Ticket', form)) as Partial<FeedbackTicketAnswer>;
      return { responseCode: Number(answer.responseCode ?? 0), ticketId: answer.ticketId == null ? null : String(answer.ticketId) };
    },
    listTickets() {
      return Promise.resolve([]);
    },
  };
}
