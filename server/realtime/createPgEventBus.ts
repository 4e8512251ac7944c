import pg from 'pg';
import { readChangeEvent, type ChangeEvent } from './ChangeEvent';
import type { EventBus } from './EventBus';

export interface PgEventBusOptions {
  connectionString: string;
  /** The NOTIFY channel; tests give each file its own so parallel runs never hear each other. */
  channel?: string;
  /** Where a lost connection is reported; the bus reconnects by itself. */
  onError?: (error: unknown) => void;
  /** Delay before reconnecting after the LISTEN connection drops (ms). */
  reconnectDelayMs?: number;
}

/** The channel every middleware process of one database listens on. */
export const defaultChangeChannel = 'cadence_changes';

/**
 * The event bus of middleware processes sharing one PostgreSQL database: one dedicated
 * connection per process LISTENs on one channel, `publish` is `pg_notify` with the event as JSON,
 * so every process (this one too) hears every write. A dropped connection is opened again.
 *
 * @example
 * const events = await createPgEventBus({ connectionString: process.env.DATABASE_URL! });
 */
export async function createPgEventBus(options: PgEventBusOptions): Promise<EventBus> {
  const channel = options.channel ?? defaultChangeChannel;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name "${channel}"`);
  const listeners = new Set<(event: ChangeEvent) => void>();
  let closed = false;
  let client: pg.Client;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (notification) => {
      if (notification.channel !== channel || notification.payload === undefined) return;
      const event = readChangeEvent(notification.payload);
      if (event) for (const listener of listeners) listener(event);
    });
    next.on('error', (error) => {
      options.onError?.(error);
      if (closed) return;
      setTimeout(() => void connect().catch((again: unknown) => options.onError?.(again)), options.reconnectDelayMs ?? 1000);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  }
  await connect();

  return {
    async publish(event) {
      await client.query('select pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await client.end().catch(() => undefined);
    },
  };
}
