import { showToast } from '../toasts/showToast';
import { classifyError, type ErrorClassification, type ErrorContext } from './classifyError';
import { formErrorStore, type FormErrorStore } from './formErrorStore';

/** Options of {@link notifyError}. */
export interface NotifyOptions {
  /** Where the call came from; `call` (a list or form call) unless said otherwise. */
  context?: ErrorContext;
  /** How long an error toast stays, 2-10 seconds; 5 seconds by default. */
  autoCloseMs?: number;
  /** The store field errors go to; the portal's own unless a test gives another. */
  store?: FormErrorStore;
}

/**
 * The shared error handler of document 2, section 8 ("Failed note and survey calls go to a shared
 * error handler. Most other failures are only logged."), [note-survey-shared-handler]. Our reading:
 * this notifier is that handler: note and survey calls hand their failures here in the default
 * `call` context, so the user sees the server's message (a toast, or a field error), while the
 * calls the spec only logs pass `context: 'background'` or `'lookup'`.
 *
 * Shows a failure the way the error catalogue says: a toast, an error under a form field, or
 * only a console entry, or nothing at all. Returns what it decided, so a caller can, for
 * example, keep a dialog open when the error went to a field.
 *
 * @example
 * try { await callOperation('createPatient', body); showSuccess(message('patientCreated')); }
 * catch (error) { notifyError(error); }
 */
export function notifyError(error: unknown, options: NotifyOptions = {}): ErrorClassification {
  const classification = classifyError(error, options.context === undefined ? {} : { context: options.context });
  switch (classification.kind) {
    case 'silent':
      break;
    case 'toast':
      showToast({
        kind: 'error',
        title: classification.title,
        description: classification.description,
        ...(options.autoCloseMs === undefined ? {} : { autoCloseMs: options.autoCloseMs }),
      });
      break;
    case 'field':
      (options.store ?? formErrorStore).set(classification.name, { message: classification.message, at: classification.at });
      break;
    case 'log':
      console.error(error);
      break;
  }
  return classification;
}
