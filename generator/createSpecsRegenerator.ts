import type { HotPayload } from 'vite';
import type { GenerateResult } from './generate';
import type { GeneratedFile } from './emit/GeneratedFile';
import { specsOverlayError } from './specsOverlayError';

/** What the regenerator needs from the outside world; the Vite plugin passes the real ones. */
export interface SpecsRegeneratorDeps {
  root: string;
  generate: (root: string) => Promise<GenerateResult>;
  /** Writes the files that changed; returns their paths. */
  write: (root: string, files: readonly GeneratedFile[]) => string[];
  /** Sends a message to the browsers (Vite's `server.ws.send`). */
  send: (payload: HotPayload) => void;
  log: (line: string) => void;
}

/**
 * Re-lints and regenerates after a spec changes. On lint problems nothing is written and the
 * browsers get Vite's error overlay with the linter's messages. On success the changed files of
 * src/generated are written, and Vite's own watcher hot-updates the modules that import them; when
 * an overlay was showing and nothing changed (the spec was put back as it was), a full reload clears
 * it. Runs triggered while one is under way are folded into one more run.
 *
 * @example
 * const regenerate = createSpecsRegenerator({ root, generate, write: writeGeneratedFiles, send: (p) => server.ws.send(p), log: console.log });
 * server.watcher.on('change', (file) => { if (isSpecFile(file)) void regenerate(); });
 */
export function createSpecsRegenerator(deps: SpecsRegeneratorDeps): () => Promise<void> {
  let showingError = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function runOnce(): Promise<void> {
    const result = await deps.generate(deps.root);
    if (!result.ok) {
      showingError = true;
      deps.log(`cadence-specs: ${result.problems.length} spec problem(s); src/generated left as it was`);
      deps.send(specsOverlayError(deps.root, result.problems));
      return;
    }
    const changed = deps.write(deps.root, result.files);
    if (changed.length > 0) deps.log(`cadence-specs: regenerated ${changed.join(', ')}`);
    if (showingError && changed.length === 0) deps.send({ type: 'full-reload', path: '*' });
    showingError = false;
  }

  return async function regenerate(): Promise<void> {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          deps.log(
            `cadence-specs: generation failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = undefined;
    }
  };
}
