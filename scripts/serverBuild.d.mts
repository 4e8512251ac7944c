// Types of serverBuild.mjs for the TypeScript that imports it (the e2e harness, the bench).

/** Where the compiled middleware goes, relative to the repository root. */
export const serverBuildFolder: string;
/** Compiles the middleware and its database worker; resolves with the entry to run with `node`. */
export function buildServer(root: string): Promise<string>;
/** {@link buildServer} in a child process (esbuild's service leaves with it). */
export function compileServer(root: string): Promise<string>;
