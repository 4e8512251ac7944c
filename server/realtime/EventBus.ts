import type { BusMessage } from './BusMessage';
import type { ChangeEvent } from './ChangeEvent';

/**
 * Whether the bus hears messages: `up`, or `reconnecting` while its connection is lost and being
 * opened again (messages published meanwhile, by any process, are lost).
 */
export type BusState = 'up' | 'reconnecting';

/**
 * Carries what the middleware's sockets deliver (written records, live-monitoring pushes,
 * patient-app messages: `BusMessage`) to every middleware process: in one process an in-process
 * emitter (PGlite), across processes PostgreSQL LISTEN/NOTIFY on one channel.
 */
export interface EventBus {
  /** Sends a change event to every subscriber of every process (this one included). */
  publish(event: ChangeEvent): Promise<void>;
  /** Calls `listener` with every change event; returns the unsubscribe. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** Sends any bus message (change, push, app) to every process (this one included). */
  publishMessage(message: BusMessage): Promise<void>;
  /** Calls `listener` with every bus message; returns the unsubscribe. */
  subscribeMessages(listener: (message: BusMessage) => void): () => void;
  /** The bus's state now; an in-process bus is always `up`. */
  state(): BusState;
  /**
   * Calls `listener` with each change of state: `reconnecting` when the connection drops, `up`
   * after each successful reconnect (whoever shows what the bus carries must then load it again).
   * Returns the unsubscribe.
   */
  onStateChange(listener: (state: BusState) => void): () => void;
  /** Stops listening and releases the connection, if any. */
  close(): Promise<void>;
}
