/** Resolves once `base/healthz` (or `base/`) answers below 500; rejects on timeout or exit. */
export function waitForHttp(
  base: string,
  options?: { timeoutMs?: number; isAlive?: () => boolean },
): Promise<void>;
