// Runs one command with each line of its output streamed with a prefix, so that commands running
// side by side (scripts/test.mjs runs the unit suite beside the checks) can be told
// apart line by line while they run, and a hung run still shows how far it got.
import { spawn } from 'node:child_process';

/**
 * Runs `command args` in its own process group and streams its stdout and stderr, each line
 * prefixed. Resolves with the exit code (a signal counts as failure); `stop()` ends the command
 * and every process it started (a portal server, a browser).
 * Example: `const run = runCommandPrefixed('[e2e] ', 'npx', ['vitest']); const code = await run.done;`
 *
 * @param {string} prefix
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, onLine?: (line: string) => void }} [options]
 *   `onLine` hears each line of output as the command wrote it.
 * @returns {{ done: Promise<number>, stop: () => void }}
 */
export function runCommandPrefixed(prefix, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stream = (from, to) => {
    let pending = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line);
      if (lines.length > 0) to.write(lines.map((line) => `${prefix}${line}\n`).join(''));
    });
    from.on('end', () => {
      if (!pending) return;
      options.onLine?.(pending);
      to.write(`${prefix}${pending}\n`);
    });
  };
  stream(child.stdout, process.stdout);
  stream(child.stderr, process.stderr);
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  };
  return { done, stop };
}
