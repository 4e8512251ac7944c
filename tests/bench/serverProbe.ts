// `node --import tsx --import tests/bench/serverProbe.ts ENTRY`: what the list API comparison
// (listApiVsBaseline.ts) asks a server process it started, over the IPC channel only the bench
// opens (no route of the server's): its CPU time so far (process.cpuUsage), how many statements
// it has sent to PostgreSQL, and, while asked to record, their text and parameters. The same
// probe goes into the middleware and the baseline, so both pay the same small toll per statement.
import pg from 'pg';

/** What the bench asks: `cpu` and `statements` so far; `record` starts recording; `recorded` stops and answers them. */
export type ProbeQuestion = 'cpu' | 'statements' | 'record' | 'recorded';

/** A statement as the server sent it. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
}

let statements = 0;
let recording: RecordedStatement[] | undefined;

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: QueryFunction };
// Kept unbound on purpose: it is called with each client as `this` below.
const send = prototype.query;
prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (recording) {
    const [first, second] = args;
    const config = typeof first === 'object' && first !== null ? (first as { text?: unknown; values?: unknown }) : undefined;
    const text = typeof first === 'string' ? first : config?.text;
    const values = Array.isArray(second) ? second : Array.isArray(config?.values) ? config.values : [];
    if (typeof text === 'string') recording.push({ text, values: values as unknown[] });
  }
  return send.apply(this, args);
};

process.on('message', (message: { id: number; ask: ProbeQuestion }) => {
  const answer = (() => {
    switch (message.ask) {
      case 'cpu':
        return process.cpuUsage();
      case 'statements':
        return statements;
      case 'record':
        recording = [];
        return true;
      case 'recorded': {
        const recorded = recording ?? [];
        recording = undefined;
        return recorded;
      }
    }
  })();
  process.send?.({ id: message.id, answer });
});
