// The error shapes of ARCHITECTURE.md ("The middleware's wire format"), thrown by handlers and
// turned into the HTTP answer by the global error handler.

/** The JSON body of an error answer. */
export interface ApiErrorBody {
  message: string;
  /** The toast title the portal shows over `message` ('Error' when absent). */
  title?: string;
  form_error?: { name: string; message: string };
  error_codes?: string[];
  validation_errors?: Record<string, string[]>;
}

/** An error the client is meant to see, with its HTTP status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  /** 401 `{message: 'Unauthenticated.'}`, or another message for failed credentials. */
  static unauthenticated(message = 'Unauthenticated.'): ApiError {
    return new ApiError(401, { message });
  }

  /** 403 `{message: 'This action is unauthorized.'}`, or the spec's own refusal and its title. */
  static forbidden(message = 'This action is unauthorized.', title?: string): ApiError {
    return new ApiError(403, title === undefined ? { message } : { message, title });
  }

  /** 422 with a `form_error` that the portal attaches to one field. */
  static formError(name: string, message: string): ApiError {
    return new ApiError(422, { message, form_error: { name, message } });
  }

  /** 422 request validation: codes 000F0001 (missing), 000F0002 (type/format), 000F0003 (range). */
  static validation(errorCodes: string[], validationErrors: Record<string, string[]>): ApiError {
    return new ApiError(422, {
      message: 'Validation failed',
      error_codes: errorCodes,
      validation_errors: validationErrors,
    });
  }
}
