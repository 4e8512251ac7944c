import { useCallback, useSyncExternalStore } from 'react';
import { formErrorStore, type FieldError, type FormErrorStore } from './formErrorStore';

/** What {@link useFieldError} gives a form field. */
export interface FieldErrorBinding {
  /** The server's error for this field, if any. */
  error: FieldError | undefined;
  /** Call on every edit of the field: the server's error no longer applies ([field-error-cleared-on-edit]). */
  clear: () => void;
}

/**
 * The server error attached to one form field ([form-error-to-field]).
 *
 * @example
 * const { error, clear } = useFieldError('password');
 * <PasswordInput error={error?.message} onChange={(e) => { clear(); setValue(e.currentTarget.value); }} />
 */
export function useFieldError(name: string, store: FormErrorStore = formErrorStore): FieldErrorBinding {
  const error = useSyncExternalStore(
    store.subscribe,
    () => store.get(name),
    () => store.get(name),
  );
  const clear = useCallback(() => store.clear(name), [store, name]);
  return { error, clear };
}
