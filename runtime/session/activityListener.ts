import { debounce } from '../../domain/session/debounce';

/** The DOM events that count as the user being present. */
export const activityEvents = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

/**
 * Calls `onActivity` once a burst of user activity on `target` has been quiet for `waitMs`
 * ([activity-debounce]), so a mouse sweep sends one ACTIVITY to the session machine instead of
 * hundreds. Uses the session machine's debounce helper. Returns the function that stops listening.
 *
 * @example
 * const stop = listenForActivity(window, () => actor.send({ type: 'ACTIVITY' }), 200);
 */
export function listenForActivity(target: EventTarget, onActivity: () => void, waitMs: number): () => void {
  const onEvent = debounce(onActivity, waitMs, {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  // Passive and capturing: scrolls inside panels do not bubble, and listening must never slow them.
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of activityEvents) target.addEventListener(type, onEvent, options);
  return () => {
    onEvent.cancel();
    for (const type of activityEvents) target.removeEventListener(type, onEvent, options);
  };
}
