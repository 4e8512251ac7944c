import type { BusMessage } from './BusMessage';
import type { BusState, EventBus } from './EventBus';

/** How a bus moves its messages: sent out, and handed back through `receive` in every process. */
export interface BusTransport {
  send(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The subscriber side of a bus, shared by the in-process and the PostgreSQL bus: listeners of
 * every message and of changes only, fed by `receive` with what the transport brought in, and of
 * the bus's state, which the transport sets with `setState` (a transport that never does is
 * always `up`).
 *
 * @example
 * const { bus, receive } = busOverTransport({ send: async (message) => queueMicrotask(() => receive(message)), close: async () => {} });
 */
export function busOverTransport(transport: BusTransport): {
  bus: EventBus;
  receive: (message: BusMessage) => void;
  setState: (state: BusState) => void;
} {
  const listeners = new Set<(message: BusMessage) => void>();
  const stateListeners = new Set<(state: BusState) => void>();
  let state: BusState = 'up';
  let closed = false;
  const subscribeMessages = (listener: (message: BusMessage) => void) => {
    if (closed) return () => undefined;
    // A wrapper per subscription, so that one listener subscribed twice is called twice.
    const entry = (message: BusMessage) => listener(message);
    listeners.add(entry);
    return () => void listeners.delete(entry);
  };
  const bus: EventBus = {
    publish: (event) => (closed ? Promise.resolve() : transport.send({ type: 'change', event })),
    subscribe: (listener) =>
      subscribeMessages((message) => {
        if (message.type === 'change') listener(message.event);
      }),
    publishMessage: (message) => (closed ? Promise.resolve() : transport.send(message)),
    subscribeMessages,
    state: () => state,
    onStateChange(listener) {
      if (closed) return () => undefined;
      const entry = (next: BusState) => listener(next);
      stateListeners.add(entry);
      return () => void stateListeners.delete(entry);
    },
    async close() {
      closed = true;
      listeners.clear();
      stateListeners.clear();
      await transport.close();
    },
  };
  return {
    bus,
    receive(message) {
      for (const listener of [...listeners]) listener(message);
    },
    setState(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...stateListeners]) listener(next);
    },
  };
}
