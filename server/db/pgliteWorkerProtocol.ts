// The messages between the middleware and the PGlite worker thread (pgliteWorker.ts).

/** A request to the worker; `id` pairs it with its reply. `tx` names an open transaction. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A NOTIFY the worker heard on a channel it listens on (`listen`), sent without a request. */
export interface WorkerNotification {
  notification: { channel: string; payload: string };
}

/** The worker's answer: the rows of a query, or the error as plain data. Id 0 says "ready". */
export type WorkerReply = { id: number; ok: true; rows: unknown } | { id: number; ok: false; error: Record<string, unknown> };
