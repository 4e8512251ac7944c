/** How long calls fail at once after a connection could not be opened: doubling from `minMs` to `maxMs`. */
export interface ConnectionGatePauses {
  minMs: number;
  maxMs: number;
}

/** A quarter of a second, then up to two: recovery is noticed within two seconds of the database's return. */
export const defaultConnectionGatePauses: ConnectionGatePauses = { minMs: 250, maxMs: 2_000 };

/** One attempt to connect, let through by the gate: tell it how the attempt went. */
export interface ConnectionAttempt {
  connected(): void;
  failed(): void;
  /**
   * The attempt ended without speaking for the database: it timed out waiting for a busy pool to
   * lend a connection (every connection was in use), which is load, not an outage. The gate stays
   * as it was (a probe that ends so lets the next call probe).
   */
  inconclusive(): void;
}

/**
 * Decides whether a call may try to open a database connection. While the database is reachable
 * every call may. Once a connection could not be opened, calls are refused at once (`enter`
 * answers undefined) for a pause, so that an outage does not pile up requests each waiting the
 * connect timeout (a backlog that kept the API slow long after the database came back); after the
 * pause one call probes, the others are still refused, and its success opens the gate again (its
 * failure doubles the pause, up to `maxMs`). A connection that succeeded only after the gate
 * closed (it started before) does not open it: only the probe does.
 *
 * @example
 * const gate = createConnectionGate(() => Date.now());
 * const attempt = gate.enter();
 * if (!attempt) throw new DatabaseUnavailableError('the database is out of reach');
 */
export function createConnectionGate(now: () => number, pauses: ConnectionGatePauses = defaultConnectionGatePauses) {
  let closedUntil: number | undefined;
  let pauseMs = 0;
  let probing = false;
  // Bumped each time the gate closes: attempts let through before then do not speak for the database now.
  let generation = 0;

  function close(): void {
    pauseMs = pauseMs === 0 ? pauses.minMs : Math.min(pauseMs * 2, pauses.maxMs);
    closedUntil = now() + pauseMs;
    generation += 1;
  }

  return {
    /** Whether calls are being refused at this moment. */
    isClosed(): boolean {
      return closedUntil !== undefined && (probing || now() < closedUntil);
    },
    enter(): ConnectionAttempt | undefined {
      let probe = false;
      if (closedUntil !== undefined) {
        if (probing || now() < closedUntil) return undefined;
        probing = true;
        probe = true;
      }
      const entered = generation;
      let settled = false;
      return {
        connected() {
          if (settled) return;
          settled = true;
          if (probe) probing = false;
          if (probe || (closedUntil === undefined && entered === generation)) {
            closedUntil = undefined;
            pauseMs = 0;
          }
        },
        failed() {
          if (settled) return;
          settled = true;
          if (probe) probing = false;
          // A failure older than the last closing is already counted; a probe's always counts.
          if (probe || entered === generation) close();
        },
        inconclusive() {
          if (settled) return;
          settled = true;
          if (probe) probing = false;
        },
      };
    },
  };
}

export type ConnectionGate = ReturnType<typeof createConnectionGate>;
