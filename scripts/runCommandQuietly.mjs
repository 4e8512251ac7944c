// Runs one command with its output kept aside instead of streamed, so that commands running side
// by side (scripts/test.mjs runs the lint, the typecheck and the spec checks together) print their
// output whole, one after the other, instead of interleaved line by line.
import { spawn } from 'node:child_process';

/**
 * Runs `command args` in `cwd` and resolves with its exit code (a signal counts as failure) and
 * everything it wrote to stdout and stderr, in order.
 * Example: `const { code, output } = await runCommandQuietly('npm', ['run', 'lint']);`
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCommandQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? process.cwd(),
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: signal ? 1 : (code ?? 1), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}
