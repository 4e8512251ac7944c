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
 * Shows a failure the way the error catalogue says: a toast, an error under a form field, or
 * only a console entry, or nothing at all. Returns what it decided, so a caller can, for
 * example, keep a dialog open when the error went to a field.
 *
 * @example
 * try { await callTyped('createPatient', body); showSuccess(message('patientCreated')); }
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
