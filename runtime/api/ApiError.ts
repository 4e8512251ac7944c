/**
 * A failed middleware call: the HTTP status (0 when the network failed before any answer), the
 * parsed error body (the wire format's `{ message, form_error?, error_codes?, validation_errors? }`)
 * and a message fit to show. The error notifier in `runtime/errors` reads these fields.
 *
 * @example
 * try { await api.post('/login', credentials); }
 * catch (error) { if (error instanceof ApiError && error.status === 401) showLoginError(error.message); }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    /** How long the server asked the caller to wait before trying again (`Retry-After`, ms), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /**
   * Builds the error for an HTTP answer other than 2xx, taking the body's `message` when it has
   * one, and the wait of its `Retry-After` header (seconds, or an HTTP date) when it has one.
   */
  static fromResponse(status: number, body: unknown, retryAfter?: string | null): ApiError {
    return new ApiError(status, body, bodyMessage(body) ?? `Request failed with status ${status}`, retryAfterMs(retryAfter));
  }

  /** Builds the error for a call that never got an answer; the network's own message is kept ([network-error-message]). */
  static fromNetwork(cause: unknown): ApiError {
    const message = cause instanceof Error ? cause.message : String(cause);
    return new ApiError(0, undefined, message);
  }

  /** True when the call never reached the server. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A `Retry-After` value (delay in seconds or an HTTP date) as milliseconds from now. */
function retryAfterMs(header: string | null | undefined): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.length > 0) return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    if (typeof body.message === 'string' && body.message.length > 0) return body.message;
  }
  return undefined;
}
