/** The console levels the remote log keeps. */
export type LogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

/** One console entry as the middleware stores it (writeRemoteLog). */
export interface RemoteLogEntry {
  level: LogLevel;
  message: string;
  /** Milliseconds since 1970. */
  at: number;
  page?: string | null;
}

/** What the remote log needs from the outside world. */
export interface RemoteConsoleLogOptions {
  /** The console to copy (the browser's). */
  console: Pick<Console, LogLevel>;
  /** Ships a batch (POST remote_log in the portal). */
  send: (entries: RemoteLogEntry[]) => Promise<unknown>;
  /** False while nobody is signed in: entries wait in the queue. */
  canSend: () => boolean;
  now: () => number;
  /** The page the entry was written on. */
  page: () => string;
  /** At most this many entries wait (the spec's 100000); the oldest go first. */
  queueMax: number;
  /** At most this many entries per call. */
  batchMax: number;
}

/** The remote log of one page. */
export interface RemoteConsoleLog {
  /** Starts copying console output; returns the function that restores the console. */
  install(): () => void;
  /** Ships what waits, one batch per call; a failed batch waits for the next flush. */
  flush(): Promise<void>;
  /** The entries waiting. */
  queued(): readonly RemoteLogEntry[];
}

const levels: readonly LogLevel[] = ['log', 'info', 'warn', 'error', 'debug'];
const messageMax = 10_000;

/** One console argument as text. */
function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The remote console log ([remote-console-log]): console output is still written to the console
 * and also queued (up to 100000 entries, dropping the oldest), then shipped to the middleware in
 * batches whenever `flush` runs and someone is signed in. Shipping failures never log to the
 * console, which would feed the queue with its own failures.
 *
 * @example
 * const log = createRemoteConsoleLog({ console, send, canSend, now: Date.now, page: () => location.pathname, queueMax: 100000, batchMax: 1000 });
 * log.install();
 * setInterval(() => void log.flush(), 10000);
 */
export function createRemoteConsoleLog(options: RemoteConsoleLogOptions): RemoteConsoleLog {
  let queue: RemoteLogEntry[] = [];
  let sending = false;

  const enqueue = (entries: RemoteLogEntry[], atFront = false) => {
    queue = atFront ? [...entries, ...queue] : [...queue, ...entries];
    if (queue.length > options.queueMax) queue = queue.slice(queue.length - options.queueMax);
  };

  return {
    install() {
      const originals = new Map<LogLevel, Console[LogLevel]>();
      for (const level of levels) {
        const original = options.console[level];
        originals.set(level, original);
        options.console[level] = (...args: unknown[]) => {
          original.apply(options.console, args);
          enqueue([{ level, message: args.map(describe).join(' ').slice(0, messageMax), at: options.now(), page: options.page() }]);
        };
      }
      return () => {
        for (const [level, original] of originals) options.console[level] = original;
      };
    },

    async flush() {
      if (sending || queue.length === 0 || !options.canSend()) return;
      sending = true;
      const batch = queue.slice(0, options.batchMax);
      queue = queue.slice(batch.length);
      try {
        await options.send(batch);
      } catch {
        enqueue(batch, true);
      } finally {
        sending = false;
      }
    },

    queued: () => queue,
  };
}
