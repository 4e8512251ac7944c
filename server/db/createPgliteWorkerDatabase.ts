import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './Database';
import { DatabaseUnavailableError } from './DatabaseUnavailableError';
import type { ChannelListener } from './Database';
import type { WorkerNotification, WorkerReply, WorkerRequest } from './pgliteWorkerProtocol';

/** A request without its id, which the caller below assigns. */
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** An error of the worker rebuilt with its database fields (`code`, `detail`, ...). */
function rebuiltError(data: Record<string, unknown>): Error {
  const { message, ...fields } = data;
  return Object.assign(new Error(typeof message === 'string' ? message : 'database error'), fields);
}

/**
 * The embedded PGlite database in a worker thread. PGlite runs each query synchronously; in the
 * middleware's own thread a busy database would stop it from serving sockets, and under load some
 * connections would wait far longer than others. Here the event loop stays free and the queries
 * run in arrival order. `dataDir` undefined means in memory.
 *
 * @example
 * const db = await createPgliteWorkerDatabase('.data');
 * await db.transaction(async (tx) => { await tx.query('insert ...'); await tx.query('update ...'); });
 */
export async function createPgliteWorkerDatabase(dataDir?: string): Promise<Database> {
  // In the compiled middleware (scripts/serverBuild.mjs) the worker is compiled beside it.
  // Otherwise it is TypeScript like the rest of the server: a small bootstrap loads it through
  // tsx, so it runs the same under `node --import tsx`, vitest or a script.
  const compiled = process.env.CADENCE_PGLITE_WORKER;
  const entry = new URL('./pgliteWorker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  // A small young generation: the worker's JavaScript only passes rows along (the database's own
  // memory is WebAssembly's), and V8's default semi-spaces held tens of MB resident for nothing.
  const options = { workerData: { dataDir }, resourceLimits: { maxYoungGenerationSizeMb: 4 } };
  const worker = compiled === undefined ? new Worker(bootstrap, { eval: true, ...options }) : new Worker(compiled, options);
  const pending = new Map<number, { resolve: (rows: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  const listeners = new Map<string, Set<ChannelListener>>();
  worker.on('message', (reply: WorkerReply | WorkerNotification) => {
    if ('notification' in reply) {
      for (const listener of listeners.get(reply.notification.channel) ?? []) listener.message(reply.notification.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.rows);
    else waiting?.reject(rebuiltError(reply.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const set of listeners.values()) for (const listener of set) listener.hearing(false);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  // A worker that stopped leaves no database to ask: every call from then on is "unavailable" (503).
  worker.on('error', (error) => failAll(new DatabaseUnavailableError('the database worker failed', { cause: error })));
  worker.on('exit', (code) => failAll(new DatabaseUnavailableError(`the database worker stopped (exit ${code})`)));

  const call = (request: Request): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryable = (tx?: number): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await call({ op: 'query', sql, params: [...params], tx })) as Row[];
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql, tx });
    },
  });

  await ready;
  return {
    ...queryable(),
    async transaction(work) {
      const tx = nextTx++;
      await call({ op: 'begin', tx });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        // A worker that stopped cannot roll back either: the work's own error is the one to report.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, listener) {
      await call({ op: 'listen', channel });
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      listener.hearing(true);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(channel);
          if (!failure) await call({ op: 'unlisten', channel });
        }
      };
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
