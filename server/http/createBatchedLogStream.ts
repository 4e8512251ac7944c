/** A destination of Fastify's logger (anything with `write(line)`). */
export interface BatchedLogStream {
  write(line: string): void;
  /** Writes what is buffered now (the process exits, the server closes). */
  flush(): void;
}

/**
 * The middleware's log destination (issue 27: two synchronous log lines per request cost 6 % of
 * its CPU): lines are buffered and written together once per turn of the event loop (or at once
 * past `maxBuffered` characters), off the request's path, in one write instead of one per line.
 * Nothing is lost at exit: the buffer is written on `exit` (process.exit included) and by `flush`.
 *
 * @example
 * const app = Fastify({ logger: { stream: createBatchedLogStream(process.stdout) } });
 */
export function createBatchedLogStream(out: Pick<NodeJS.WriteStream, 'write'>, maxBuffered = 64 * 1024): BatchedLogStream {
  let lines: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    size = 0;
    out.write(text);
  };
  process.once('exit', flush);
  return {
    write(line) {
      lines.push(line);
      size += line.length;
      if (size >= maxBuffered) {
        flush();
        return;
      }
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        flush();
      });
    },
    flush,
  };
}
