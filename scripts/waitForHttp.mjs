// Polls a server until it answers, so scripts and tests start only once the portal is up.

/**
 * Resolves once `GET base/healthz` (or, when the server has no health route, `GET base/`)
 * answers with a status below 500. Rejects after `timeoutMs`, or as soon as `isAlive()` says
 * the server process has gone. Example: `await waitForHttp('http://127.0.0.1:8080')`.
 *
 * @param {string} base
 * @param {{ timeoutMs?: number, isAlive?: () => boolean }} [options]
 * @returns {Promise<void>}
 */
export async function waitForHttp(base, options = {}) {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const isAlive = options.isAlive ?? (() => true);
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server exited before answering (${lastProblem})`);
    for (const path of ['/healthz', '/']) {
      try {
        const response = await fetch(base + path, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status < 500) return;
        lastProblem = `${path} answered ${response.status}`;
      } catch (error) {
        lastProblem = `${path}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${base} did not answer within ${timeoutMs} ms (${lastProblem})`);
}
