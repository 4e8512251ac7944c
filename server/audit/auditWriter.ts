import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import { insertAuditRows, type AuditEntry } from './recordAudit';

/**
 * Where the audit entries of patient data go (createOperationAudit): queued the moment the call
 * is answered, written in batches off the answer's path, and never lost to a database that is
 * down or overloaded.
 */
export interface AuditWriter {
  /** Queues `entry`, stamped now by the clock. Never throws. */
  write(entry: AuditEntry): void;
  /** One attempt now at writing everything queued; resolves after it, written or not. */
  flush(): Promise<void>;
  /** How many entries wait to be written. */
  pending(): number;
  /**
   * Writes what is queued, retrying until `deadlineMs` has passed; what is still unwritten then is
   * logged in full, one error line per entry (the last place it can be recovered from).
   */
  close(deadlineMs?: number): Promise<void>;
}

/** Where the writer reports an outage, its end, and entries it gave up on. */
export interface AuditWriterLog {
  error(fields: Record<string, unknown>, text: string): void;
  info(fields: Record<string, unknown>, text: string): void;
}

const consoleLog: AuditWriterLog = {
  error: (fields, text) => console.error(text, fields),
  info: (fields, text) => console.log(text, fields),
};

/** A value the database refuses for what it is (SQLSTATE class 22 data exception, 23 integrity): retrying cannot help. */
function isRefusedValue(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return /^2[23]/.test(code);
}

/**
 * The audit writer of the middleware. Chosen over "the same round trip with
 * synchronous_commit off" (issue 27): that still costs a statement and a commit per answered call
 * on the answer's path, and an insert that fails during an outage would still be lost; here one
 * multi-row insert per batch leaves the answer's path entirely, and a failed write is kept and
 * retried, not only logged.
 *
 * - An entry is queued before the answer is sent (so an answered read always has one), stamped
 *   with the instant of the call.
 * - The queue is written when it holds `batchSize` entries or `delayMs` after its first one, in
 *   one statement (all or none).
 * - A failed write keeps every entry and is retried 250 ms later, doubling up to 5 s, for as long
 *   as it fails (an outage, an overloaded database, the table renamed away); the outage is logged
 *   once when it starts and once when it ends. Only an entry the database refuses for its values
 *   (SQLSTATE 22xxx/23xxx, tried alone) is given up, logged in full.
 * - `close` (the server's shutdown) writes what is left; a kill -9 loses at most what was queued
 *   in the last `delayMs` (or, during an outage, since it began: the log says how many wait).
 *
 * @example
 * const writer = createAuditWriter({ db, clock, log: app.log });
 * writer.write({ userId: 3, action: 'patient.read', operation: 'getPatientDetail', patientId: 9 });
 * await writer.close();
 */
export function createAuditWriter(options: {
  db: Queryable;
  clock: Clock;
  log?: AuditWriterLog;
  batchSize?: number;
  delayMs?: number;
}): AuditWriter {
  const { db, clock } = options;
  const log = options.log ?? consoleLog;
  const batchSize = options.batchSize ?? 100;
  const delayMs = options.delayMs ?? 10;
  const queue: { entry: AuditEntry; at: Date }[] = [];
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const retryDelay = () => Math.min(250 * 2 ** (failures - 1), 5000);
  const schedule = (delay: number) => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void attempt();
    }, delay);
    // The writer never keeps a process alive: a stopping server calls close().
    timer.unref();
  };

  /** Writes one batch; a batch refused for a value is written entry by entry, the refused one given up. */
  const writeBatch = async (batch: typeof queue): Promise<void> => {
    try {
      await insertAuditRows(db, batch);
    } catch (error) {
      if (!isRefusedValue(error)) throw error;
      for (const row of batch) {
        try {
          await insertAuditRows(db, [row]);
        } catch (single) {
          if (!isRefusedValue(single)) throw single;
          log.error({ err: single, audit: row.entry, at: row.at }, `AUDIT WRITE REFUSED for ${row.entry.operation ?? row.entry.action}: the entry is only in this log line`);
        }
      }
    }
  };

  /** Writes the queue batch by batch until it is empty; on a failure keeps what is left and sets the retry. */
  const drain = async (): Promise<void> => {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, batchSize);
        await writeBatch(batch);
        // Only appends happen meanwhile: the batch is still at the front.
        queue.splice(0, batch.length);
        if (failures > 0) {
          log.info({ failures }, `audit writes resumed after ${failures} failed attempts`);
          failures = 0;
        }
      }
    } catch (error) {
      failures += 1;
      if (failures === 1) log.error({ err: error, pending: queue.length }, `AUDIT WRITE FAILED: ${queue.length} entries kept, retrying until written`);
      schedule(retryDelay());
    }
  };

  /** One write of the queue at a time: a second call while one runs waits for it. */
  const attempt = (): Promise<void> => {
    if (inFlight) return inFlight;
    if (queue.length === 0) return Promise.resolve();
    const running = drain().finally(() => {
      if (inFlight === running) inFlight = undefined;
    });
    inFlight = running;
    return running;
  };

  const flush = async (): Promise<void> => {
    if (inFlight) await inFlight;
    if (queue.length > 0) await attempt();
  };

  return {
    write(entry) {
      queue.push({ entry, at: clock.now() });
      if (failures > 0) return; // the retry timer is set
      if (queue.length >= batchSize) void attempt();
      else schedule(delayMs);
    },
    flush,
    pending: () => queue.length,
    async close(deadlineMs = 10_000) {
      const deadline = Date.now() + deadlineMs;
      clearTimeout(timer);
      timer = undefined;
      for (;;) {
        await flush();
        clearTimeout(timer);
        timer = undefined;
        if (queue.length === 0) return;
        const left = deadline - Date.now();
        if (left <= 0) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryDelay(), left)));
      }
      for (const row of queue.splice(0)) {
        log.error({ audit: row.entry, at: row.at }, `AUDIT WRITE FAILED at shutdown for ${row.entry.operation ?? row.entry.action}: the entry is only in this log line`);
      }
    },
  };
}
