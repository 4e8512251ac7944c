import pg from 'pg';
import { readBusMessage } from './BusMessage';
import { busOverTransport } from './busOverTransport';
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
 * connection per process LISTENs on one channel, publishing is `pg_notify` with the bus message
 * (change, push or app message) as JSON, so every process (this one too) hears every message.
 * A dropped connection is opened again. A NOTIFY payload holds under 8000 bytes: a message
 * longer than that is refused by PostgreSQL (the publisher's promise rejects).
 *
 * @example
 * const events = await createPgEventBus({ connectionString: process.env.DATABASE_URL! });
 */
export async function createPgEventBus(options: PgEventBusOptions): Promise<EventBus> {
  const channel = options.channel ?? defaultChangeChannel;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name "${channel}"`);
  let closed = false;
  let client: pg.Client;
  const { bus, receive } = busOverTransport({
    async send(message) {
      await client.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      await client.end().catch(() => undefined);
    },
  });

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (notification) => {
      if (notification.channel !== channel || notification.payload === undefined) return;
      const message = readBusMessage(notification.payload);
      if (message) receive(message);
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

  return bus;
}
