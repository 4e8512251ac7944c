import { ApiError } from '../api/ApiError';
import { isJsonObject, type JsonObject } from '../api/jsonObject';

/** The parts of a failed call the notifier reads; every field is optional because servers differ. */
export interface ErrorBody {
  status: number | null;
  message: string;
  /** The toast title the middleware chose for its message (document 1: 'Action not allowed.'). */
  title?: string;
  formError?: { name: string; message: string };
  errorCodes?: string[];
  validationErrors?: unknown;
  network: boolean;
}

function parseJsonObject(text: string): JsonObject | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return isJsonObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// The middleware answers with a JSON body, but older paths put the JSON into the message as a
// string ("a JSON error string", document 3 section 8); both are read the same way.
function asRecord(value: unknown): JsonObject | undefined {
  if (typeof value === 'string') return parseJsonObject(value);
  return isJsonObject(value) ? value : undefined;
}

function readFormError(value: unknown): ErrorBody['formError'] {
  const record = asRecord(value);
  if (record && typeof record.name === 'string' && typeof record.message === 'string') {
    return { name: record.name, message: record.message };
  }
  return undefined;
}

function readCodes(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return [value];
  return undefined;
}

/**
 * Reads whatever was thrown into an {@link ErrorBody}: an {@link ApiError} (its body, or a JSON
 * string inside its body or message), a fetch `TypeError` (a network failure), or anything else.
 */
export function readErrorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) {
    const body = asRecord(error.body) ?? asRecord(error.message) ?? {};
    const nested = asRecord(body.message);
    const source = nested && ('error_codes' in nested || 'validation_errors' in nested || 'form_error' in nested) ? nested : body;
    const message = typeof source.message === 'string' ? source.message : typeof body.message === 'string' && !nested ? body.message : error.message;
    return {
      status: error.status,
      message,
      title: typeof body.title === 'string' && body.title !== '' ? body.title : undefined,
      formError: readFormError(source.form_error),
      errorCodes: readCodes(source.error_codes),
      validationErrors: source.validation_errors,
      network: error.isNetworkError,
    };
  }
  if (error instanceof TypeError) return { status: null, message: error.message, network: true };
  if (error instanceof Error) return { status: null, message: error.message, network: false };
  return { status: null, message: typeof error === 'string' ? error : '', network: false };
}
