import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FieldError, FormErrorStore } from '../errors/formErrorStore';

interface Snapshot {
  errors: readonly (FieldError | undefined)[];
  value: Readonly<Record<string, FieldError>>;
}

/**
 * The server's field errors ([form-error-to-field]) for the given field paths, from the form
 * error store that `notifyError` fills: a new object only when one of them changed, so the form
 * re-renders only then.
 *
 * @example
 * const serverErrors = useServerFieldErrors(['name', 'address.city'], formErrorStore);
 */
export function useServerFieldErrors(paths: readonly string[], store: FormErrorStore): Readonly<Record<string, FieldError>> {
  const last = useRef<Snapshot | undefined>(undefined);
  const snapshot = useCallback(() => {
    const errors = paths.map((path) => store.get(path));
    const previous = last.current;
    if (previous && previous.errors.length === errors.length && previous.errors.every((error, index) => error === errors[index])) {
      return previous.value;
    }
    const value = Object.fromEntries(paths.flatMap((path, index) => (errors[index] ? [[path, errors[index]]] : [])));
    last.current = { errors, value };
    return value;
  }, [paths, store]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
