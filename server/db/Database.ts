// The one data-layer interface the middleware talks to. Two implementations share it: PGlite
// (embedded, the default) and a `pg` Pool (when DATABASE_URL is set), so every query and
// migration runs unchanged on both.

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, seed bulk SQL). */
  exec(sql: string): Promise<void>;
}

/**
 * What a listener of a NOTIFY channel is told: each payload, and whether it hears at all (`false`
 * while its connection is lost: what is announced meanwhile is missed; `true` once listening
 * again).
 */
export interface ChannelListener {
  message(payload: string): void;
  hearing(up: boolean): void;
}

/** A database connection with transactions. */
export interface Database extends Queryable {
  /**
   * LISTENs on `channel` (NOTIFY, sent by triggers too) until the returned stop is called; the
   * listener hears `hearing(true)` once listening. Absent where the database cannot (a test's
   * fake): whoever needs it then does without.
   */
  listen?(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back when it throws.
   * Every write that touches more than one row goes through here.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases the connection(s). */
  close(): Promise<void>;
}
