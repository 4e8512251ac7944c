/** What a confirmation dialog asks: texts as shown (already resolved from the catalog). */
export interface ConfirmRequest {
  title: string;
  message?: string | undefined;
  /** The confirm button's text; 'Confirm' when absent (e.g. 'Unlock', 'Archive'). */
  confirmLabel?: string | undefined;
  /** The cancel button's text; 'Cancel' when absent. */
  cancelLabel?: string | undefined;
  /** A destructive action shows its confirm button in red. */
  danger?: boolean | undefined;
}

/** A request waiting for the user's answer. */
export interface PendingConfirm extends ConfirmRequest {
  id: number;
  answer: (confirmed: boolean) => void;
}

/** The queue of confirmations the dialog host shows, one at a time. */
export interface ConfirmStore {
  /** Asks; resolves true on the confirm button, false on cancel or close. */
  ask: (request: ConfirmRequest) => Promise<boolean>;
  /** The request shown now, if any. */
  current: () => PendingConfirm | undefined;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A store of pending confirmations, so that code outside React (a row action, a machine's
 * service) can ask and await an answer while one host component renders the dialog.
 *
 * @example
 * const store = createConfirmStore();
 * if (await store.ask({ title: 'Are you sure?' })) archive();
 */
export function createConfirmStore(): ConfirmStore {
  let queue: PendingConfirm[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    ask(request) {
      return new Promise<boolean>((resolve) => {
        const id = nextId++;
        queue = [
          ...queue,
          {
            ...request,
            id,
            answer: (confirmed) => {
              queue = queue.filter((pending) => pending.id !== id);
              changed();
              resolve(confirmed);
            },
          },
        ];
        changed();
      });
    },
    current: () => queue[0],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The portal's one confirmation queue, shown by `ConfirmDialogHost`. */
export const confirmStore = createConfirmStore();

/**
 * Asks the user to confirm in the portal's dialog and resolves with the answer. Usable from any
 * code; the app mounts `ConfirmDialogHost` once.
 *
 * @example
 * if (await askConfirm({ title: 'Are you sure?', message: 'This action cannot be undone' })) await archive();
 */
export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  return confirmStore.ask(request);
}
