import type { ChangeEvent } from './ChangeEvent';

/**
 * Carries change events to every middleware process that serves portal sockets: in one process
 * an in-process emitter (PGlite), across processes PostgreSQL LISTEN/NOTIFY.
 */
export interface EventBus {
  /** Sends an event to every subscriber of every process (this one included). */
  publish(event: ChangeEvent): Promise<void>;
  /** Calls `listener` with every event; returns the unsubscribe. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** Stops listening and releases the connection, if any. */
  close(): Promise<void>;
}
