import pg from 'pg';
import { DatabaseUnavailableError } from '../db/DatabaseUnavailableError';
import { readBusMessage } from './BusMessage';
import { busOverTransport } from './busOverTransport';
import type { EventBus } from './EventBus';
import { reconnectDelay, type Backoff } from './reconnectDelay';

export interface PgEventBusOptions {
  connectionString: string;
  /** The NOTIFY channel; tests give each file its own so parallel runs never hear each other. */
  channel?: string;
  /** Where a lost connection and a failed reconnect are reported; the bus reconnects by itself. */
  onError?: (error: unknown) => void;
  /** How reconnection attempts after a drop are spaced; by default 250 ms doubling up to 5 s. */
  backoff?: Backoff;
  /** How long opening the connection may take before the attempt counts as failed (ms; 0 for no limit; 5 s by default). */
  connectTimeoutMs?: number;
}

/** The channel every middleware process of one database listens on. */
export const defaultChangeChannel = 'cadence_changes';

/** How the bus spaces its reconnection attempts unless told otherwise. */
export const defaultBusBackoff: Backoff = { initialMs: 250, maxMs: 5000 };

/**
 * The `application_name` of a bus's LISTEN connection, which `pg_stat_activity` shows: one such
 * row per middleware process and channel (PostgreSQL keeps 63 bytes of it).
 *
 * @example
 * busApplicationName('cadence_changes'); // 'cadence-listen:cadence_changes'
 */
export function busApplicationName(channel: string): string {
  return `cadence-listen:${channel}`.slice(0, 63);
}

/**
 * The event bus of middleware processes sharing one PostgreSQL database: one dedicated
 * connection per process LISTENs on one channel, publishing is `pg_notify` with the bus message
 * (change, push or app message) as JSON, so every process (this one too) hears every message.
 * A NOTIFY payload holds under 8000 bytes: a message longer than that is refused by PostgreSQL
 * (the publisher's promise rejects).
 *
 * When the connection is lost the bus is `reconnecting` (a publish rejects with
 * DatabaseUnavailableError) and opens one new connection, attempt after attempt with capped
 * exponential backoff; a failed attempt leaves no connection or listener behind. Once listening
 * again it is `up` (`onStateChange`): what was published meanwhile is lost, so whoever shows it
 * loads it again.
 *
 * @example
 * const events = await createPgEventBus({ connectionString: process.env.DATABASE_URL! });
 * events.onStateChange((state) => console.log(`change events: ${state}`));
 */
export async function createPgEventBus(options: PgEventBusOptions): Promise<EventBus> {
  const channel = options.channel ?? defaultChangeChannel;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name "${channel}"`);
  const backoff = options.backoff ?? defaultBusBackoff;
  let closed = false;
  /** The LISTEN connection while the bus is up; none while it reconnects. */
  let client: pg.Client | undefined;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const { bus, receive, setState } = busOverTransport({
    async send(message) {
      if (!client) throw new DatabaseUnavailableError(`the event bus is reconnecting (channel ${channel})`);
      await client.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  });

  /** Opens a connection and LISTENs; a failed attempt ends its connection and rejects. */
  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: busApplicationName(channel),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      // A peer that vanished without a word (a network partition) is noticed by TCP keepalive.
      keepAlive: true,
    });
    // Until it is adopted, an error can only fail this attempt (through the rejections below).
    const ignore = () => undefined;
    next.on('error', ignore);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.off('error', ignore);
    return next;
  }

  /** Makes `next` the bus's connection: its notifications are received, its loss reconnects once. */
  function adopt(next: pg.Client): void {
    next.on('notification', (notification) => {
      if (notification.channel !== channel || notification.payload === undefined) return;
      const message = readBusMessage(notification.payload);
      if (message) receive(message);
    });
    // 'error' and 'end' both come when a connection is lost: only the first one counts.
    const lost = (error: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      options.onError?.(error);
      if (closed) return;
      setState('reconnecting');
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error(`the LISTEN connection of channel ${channel} ended`)));
    client = next;
    attempt = 0;
    setState('up');
  }

  /** One pending attempt at a time, each later one waiting longer (capped). */
  function scheduleReconnect(): void {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        (next) => {
          if (closed) void next.end().catch(() => undefined);
          else adopt(next);
        },
        (error: unknown) => {
          options.onError?.(error);
          attempt += 1;
          scheduleReconnect();
        },
      );
    }, reconnectDelay(attempt, backoff));
  }

  adopt(await open());
  return bus;
}
