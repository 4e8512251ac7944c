// Runs one command with the terminal attached and resolves with its exit code, so the scripts
// that chain steps (start, test) can stop at the first failure and say which step failed.
import { spawn } from 'node:child_process';

/**
 * Runs `command args` in `cwd`, inheriting stdio, and resolves with the exit code (a signal
 * counts as failure). Example: `const code = await runCommand('npm', ['run', 'generate']);`
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? process.cwd(),
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}
