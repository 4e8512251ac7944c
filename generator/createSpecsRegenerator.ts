import type { HotPayload } from 'vite';
import type { GenerateResult } from './generate';
import type { GeneratedFile } from './emit/GeneratedFile';
import type { ScreenFastResult } from './screenFastPath';
import { specsOverlayError } from './specsOverlayError';

/** What the regenerator needs from the outside world; the Vite plugin passes the real ones. */
export interface SpecsRegeneratorDeps {
  root: string;
  generate: (root: string) => Promise<GenerateResult>;
  /** Writes the files of a whole generation that changed (removing those it no longer makes); returns their paths. */
  write: (root: string, files: readonly GeneratedFile[]) => string[];
  /** Writes these files when changed and touches no other (the fast path's one module); the `write` above when absent. */
  writeSome?: (root: string, files: readonly GeneratedFile[]) => string[];
  /** Sends a message to the browsers (Vite's `server.ws.send`). */
  send: (payload: HotPayload) => void;
  log: (line: string) => void;
  /**
   * The quick answer to a saved screen spec (screenFastPath.ts): its module alone, written at once
   * so that the open page hot-updates that screen; the whole generation follows `followUpMs` later.
   */
  fast?: { screenChanged: (relativePath: string) => Promise<ScreenFastResult>; reset: () => void };
  /** How long the whole generation waits after a fast answer (the browser fetches the update meanwhile). */
  followUpMs?: number;
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
export function createSpecsRegenerator(deps: SpecsRegeneratorDeps): (changedFile?: string) => Promise<void> {
  let showingError = false;
  let running: Promise<void> | undefined;
  let again = false;
  let followUp: ReturnType<typeof setTimeout> | undefined;
  // Callers waiting for the whole generation after their fast answer (a later save moves it on).
  let waiting: (() => void)[] = [];

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

  async function runWhole(): Promise<void> {
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
  }

  /** The saved screen's module alone, when the fast path can tell; true when it wrote it. */
  async function tryFast(changedFile: string | undefined): Promise<boolean> {
    if (deps.fast === undefined || changedFile === undefined) return false;
    // An overlay is showing: the whole generation decides whether it goes away.
    if (showingError || running !== undefined) return false;
    const answer = await deps.fast.screenChanged(changedFile);
    if (!answer.ok) return false;
    const changed = (deps.writeSome ?? deps.write)(deps.root, [answer.file]);
    if (changed.length > 0) deps.log(`cadence-specs: hot-updated ${changed.join(', ')}`);
    return true;
  }

  return async function regenerate(changedFile?: string): Promise<void> {
    if (changedFile !== undefined && !/^specs\/screens\//.test(changedFile.split('\\').join('/'))) deps.fast?.reset();
    let wroteFast = false;
    try {
      wroteFast = await tryFast(changedFile);
    } catch (error) {
      deps.log(`cadence-specs: fast path failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (followUp !== undefined) clearTimeout(followUp);
    followUp = undefined;
    if (!wroteFast) {
      const done = waiting;
      waiting = [];
      await runWhole();
      done.forEach((notify) => notify());
      return;
    }
    // The index of screens, the spec reference and the checks across files follow once the
    // browser has fetched the update (a whole generation holds the dev server's thread for a while).
    return new Promise<void>((resolve) => {
      waiting.push(resolve);
      followUp = setTimeout(() => {
        followUp = undefined;
        const done = waiting;
        waiting = [];
        void runWhole().then(() => done.forEach((notify) => notify()));
      }, deps.followUpMs ?? 1500);
    });
  };
}
