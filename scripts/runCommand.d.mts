/** Runs `command args` with the terminal attached and resolves with its exit code. */
export function runCommand(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<number>;
