// The worker thread that owns the embedded PGlite database (createPgliteWorkerDatabase.ts).
// PGlite runs each query synchronously; here it does so off the middleware's event loop, which
// keeps serving sockets meanwhile, and PGlite's own queue serves the queries in arrival order.
import { parentPort, workerData } from 'node:worker_threads';
import { createPgliteDatabase } from './createPgliteDatabase';
import type { Queryable } from './Database';
import type { WorkerNotification, WorkerReply, WorkerRequest } from './pgliteWorkerProtocol';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs only as a worker thread');

const { dataDir } = workerData as { dataDir: string | undefined };
const db = await createPgliteDatabase(dataDir);

/** An open transaction: where its statements go, how it is ended, and when it has ended. */
interface OpenTransaction {
  tx: Queryable;
  end: (commit: boolean) => void;
  /** Resolves once committed or rolled back on request; rejects when the commit fails. */
  settled: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
/** The channels listened on, with how to stop. */
const listening = new Map<string, () => Promise<void>>();
// Ends a transaction's work on request, which rolls it back.
const rollback = new Error('rolled back on request');

function reply(message: WorkerReply): void {
  port?.postMessage(message);
}

/** An error as plain data: its message and the database's own fields (code, detail, ...). */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** Where a statement runs: the database, or the open transaction it names. */
function targetOf(tx: number | undefined): Queryable {
  const target = tx === undefined ? db : transactions.get(tx)?.tx;
  if (!target) throw new Error(`transaction ${tx} is not open`);
  return target;
}

async function run(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return targetOf(request.tx).query(request.sql, request.params);
    case 'exec':
      await targetOf(request.tx).exec(request.sql);
      return undefined;
    case 'begin': {
      // Answers once the transaction is open; it stays open until 'end' for the same id.
      let markOpen: (open: Omit<OpenTransaction, 'settled'>) => void = () => undefined;
      const opened = new Promise<Omit<OpenTransaction, 'settled'>>((resolve) => (markOpen = resolve));
      const settled = db
        .transaction((tx) => new Promise<void>((commit, abort) => markOpen({ tx, end: (yes) => (yes ? commit() : abort(rollback)) })))
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== rollback) throw error;
          },
        );
      const ready = settled.then(() => Promise.reject(new Error('the transaction ended before it opened')));
      transactions.set(request.tx, { ...(await Promise.race([opened, ready])), settled });
      ready.catch(() => undefined);
      return undefined;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      transactions.delete(request.tx);
      open.end(request.commit);
      await open.settled;
      return undefined;
    }
    case 'listen': {
      if (listening.has(request.channel)) return undefined;
      const channel = request.channel;
      const stop = await db.listen?.(channel, {
        message: (payload) => port?.postMessage({ notification: { channel, payload } } satisfies WorkerNotification),
        hearing: () => undefined,
      });
      if (stop) listening.set(channel, stop);
      return undefined;
    }
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return undefined;
    case 'close':
      await db.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  run(request).then(
    (rows) => reply({ id: request.id, ok: true, rows }),
    (error: unknown) => reply({ id: request.id, ok: false, error: errorData(error) }),
  );
});
reply({ id: 0, ok: true, rows: undefined });
