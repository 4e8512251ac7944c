import { EventEmitter } from 'node:events';
import type { ChangeEvent } from './ChangeEvent';
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
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event: ChangeEvent) {
      // Delivered on a later tick, as NOTIFY would be: a publisher never runs listeners inline.
      queueMicrotask(() => emitter.emit('change', event));
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
