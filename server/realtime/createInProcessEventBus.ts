import { busOverTransport } from './busOverTransport';
import type { EventBus } from './EventBus';

/**
 * The event bus of a middleware that is the only process on its database (PGlite runs in one
 * process: its worker thread belongs to the middleware, so no other process can write to it).
 * Two servers built in one process may share one to see each other's events.
 *
 * @example
 * const events = createInProcessEventBus();
 * events.subscribe((event) => console.log(event.resource, event.id));
 */
export function createInProcessEventBus(): EventBus {
  const { bus, receive } = busOverTransport({
    send(message) {
      // Delivered on a later tick, as NOTIFY would be: a publisher never runs listeners inline.
      queueMicrotask(() => receive(message));
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  });
  return bus;
}
