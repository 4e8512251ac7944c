/** Work done one item at a time, in order, with a bound on what may wait. */
export interface SerialQueue<T> {
  /** Queues `item`; false (and nothing queued) when `maxPending` items already wait. */
  push(item: T): boolean;
  /**
   * Drops every waiting item and refuses new ones (the one being run finishes); with `keep`, the
   * last waiting item it holds for is run still (a closing tablet's `leave`), and nothing else.
   */
  discard(keep?: (item: T) => boolean): void;
}

/**
 * A bounded queue that runs `run` on one item after another (the next starts when the last one
 * settled), so a socket's messages are handled in the order they came and a closed socket's
 * backlog goes with it. A failed item goes to `onError`; the queue goes on.
 *
 * @example
 * const queue = createSerialQueue({ maxPending: 64, run: (text: string) => take(text), onError: (error) => log(error) });
 * if (!queue.push(text)) dropped += 1;
 */
export function createSerialQueue<T>(options: { maxPending: number; run: (item: T) => Promise<void>; onError: (error: unknown) => void }): SerialQueue<T> {
  const waiting: T[] = [];
  let running = false;
  let discarded = false;

  async function drain(): Promise<void> {
    running = true;
    for (let item = waiting.shift(); item !== undefined; item = waiting.shift()) {
      try {
        await options.run(item);
      } catch (error) {
        options.onError(error);
      }
    }
    running = false;
  }

  return {
    push(item) {
      if (discarded || waiting.length >= options.maxPending) return false;
      waiting.push(item);
      if (!running) void drain();
      return true;
    },
    discard(keep) {
      discarded = true;
      const last = keep === undefined ? undefined : waiting.filter(keep).at(-1);
      waiting.length = 0;
      if (last !== undefined) {
        waiting.push(last);
        if (!running) void drain();
      }
    },
  };
}
