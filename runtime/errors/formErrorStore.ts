/** A server error attached to a form field ([form-error-to-field]). */
export interface FieldError {
  message: string;
  /** When the server reported it, so a form can tell a fresh error from one it already showed. */
  at: number;
}

type Listener = () => void;

/**
 * The form errors the server sent, keyed by field name: a tiny external store for
 * `useSyncExternalStore`. A snapshot is replaced, never mutated, so React sees every change.
 */
export interface FormErrorStore {
  // Properties rather than methods: React calls `subscribe` detached from the store.
  get: (name: string) => FieldError | undefined;
  set: (name: string, error: FieldError) => void;
  clear: (name: string) => void;
  clearAll: () => void;
  subscribe: (listener: Listener) => () => void;
}

/** Creates an empty store; the portal uses {@link formErrorStore}, tests make their own. */
export function createFormErrorStore(): FormErrorStore {
  let errors: ReadonlyMap<string, FieldError> = new Map();
  const listeners = new Set<Listener>();
  const publish = (next: ReadonlyMap<string, FieldError>) => {
    errors = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (name) => errors.get(name),
    set: (name, error) => {
      publish(new Map(errors).set(name, error));
    },
    clear: (name) => {
      if (!errors.has(name)) return;
      const next = new Map(errors);
      next.delete(name);
      publish(next);
    },
    clearAll: () => {
      if (errors.size > 0) publish(new Map());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The portal's one form-error store, filled by `notifyError` and read by `useFieldError`. */
export const formErrorStore: FormErrorStore = createFormErrorStore();
