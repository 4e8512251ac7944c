/** The timer functions a debouncer needs; the runtime passes `window`, tests a fake. */
export interface DebounceClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A debounced call, with a way to drop the pending one. */
export interface Debounced {
  (): void;
  cancel(): void;
}

/**
 * Calls `fn` once a burst of calls has been quiet for `waitMs` ([activity-debounce]: DOM activity
 * reaches the session machine as one ACTIVITY per burst, 200 ms after the last event).
 *
 * @example
 * const activity = debounce(() => actor.send({ type: 'ACTIVITY' }), 200, window);
 * window.addEventListener('mousemove', activity);
 */
export function debounce(fn: () => void, waitMs: number, clock: DebounceClock): Debounced {
  let pending: unknown;
  let scheduled = false;
  const cancel = () => {
    if (scheduled) clock.clearTimeout(pending);
    scheduled = false;
  };
  const debounced = () => {
    cancel();
    scheduled = true;
    pending = clock.setTimeout(() => {
      scheduled = false;
      fn();
    }, waitMs);
  };
  return Object.assign(debounced, { cancel });
}
