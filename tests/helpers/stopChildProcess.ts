import type { ChildProcess } from 'node:child_process';

/** Resolves once `child` has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Ends a server the tests or the bench started: SIGTERM, then SIGKILL when it is still running
 * `graceMs` later; resolves once it has exited. Nothing happens to a process that already ended.
 *
 * @example
 * await stopChildProcess(child, 10_000);
 */
export async function stopChildProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(killer);
}
