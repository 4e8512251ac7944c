import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { createSpecsRegenerator } from './createSpecsRegenerator';
import { generate } from './generate';
import { writeGeneratedFiles, writeSomeGeneratedFiles } from './generatedFilesOnDisk';
import { generationIsCurrent, recordGeneration } from './generationStamp';
import { formatProblem } from './lint/LintProblem';
import { createScreenFastPath } from './screenFastPath';

/** Options of {@link cadenceSpecs}. */
export interface CadenceSpecsOptions {
  /** The folder that holds `specs/` and `src/generated/`; Vite's root when absent. */
  root?: string;
}

/**
 * The Vite plugin of `npm run dev` and `vite build`: generates src/generated from specs/ when the
 * server or the build starts, and in the dev server watches `specs/**`, re-linting and
 * regenerating on every change. Lint problems show in Vite's error overlay with the linter's
 * `file:line:column  message`; a build with lint problems fails.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), cadenceSpecs()] });
 */
export function cadenceSpecs(options: CadenceSpecsOptions = {}): Plugin {
  let root = options.root ?? process.cwd();
  let serving = false;
  return {
    name: 'cadence-specs',
    configResolved(config) {
      root = options.root ?? config.root;
      serving = config.command === 'serve';
    },
    async buildStart() {
      // Nothing changed since the last generation that linted (`generate --check` in `npm test`
      // has just confirmed it): regenerating would only repeat it.
      if (generationIsCurrent(root)) return;
      const result = await generate(root);
      if (result.ok) {
        writeGeneratedFiles(root, result.files);
        recordGeneration(root);
        return;
      }
      const report = `spec problems:\n${result.problems.map(formatProblem).join('\n')}`;
      // A dev server keeps running on the last good src/generated, and shows the overlay once a
      // spec is saved again; a build must not ship specs that do not lint.
      if (serving) this.warn(report);
      else this.error(report);
    },
    configureServer(server) {
      const specsFolder = join(root, 'specs');
      const fast = createScreenFastPath(root);
      const regenerate = createSpecsRegenerator({
        root,
        generate,
        write: (at, files) => {
          const changed = writeGeneratedFiles(at, files);
          // A whole generation that linted clean: the next `npm start` or build need not repeat it.
          recordGeneration(at);
          return changed;
        },
        writeSome: writeSomeGeneratedFiles,
        send: (payload) => server.ws.send(payload),
        log: (line) => server.config.logger.info(line),
        fast,
      });
      const onSpecEvent = (file: string, edited: boolean) => {
        const inside = relative(specsFolder, file);
        if (inside.startsWith('..') || inside.startsWith(sep)) return;
        // A saved file may take the fast path (a screen's module alone); a new or removed one
        // changes the index of screens, which only the whole generation writes.
        void regenerate(edited ? relative(root, file) : undefined);
      };
      server.watcher.add(specsFolder);
      server.watcher.on('change', (file) => onSpecEvent(file, true));
      server.watcher.on('add', (file) => onSpecEvent(file, false));
      server.watcher.on('unlink', (file) => onSpecEvent(file, false));
      // The spec tree the fast path compiles a saved screen against is read once the server is up,
      // so the first save is as quick as the next.
      server.httpServer?.once('listening', () => setTimeout(() => fast.prime(), 500));
    },
    transform(code, id) {
      if (!serving) return undefined;
      const file = relative(root, id.split('?')[0] ?? id).split(sep).join('/');
      const accept = hotAcceptCode(file);
      return accept === undefined ? undefined : { code: `${code}\n${accept}`, map: null };
    },
  };
}

/**
 * What the dev server appends to a generated screen module so that a save of its spec updates the
 * open page in place (src/hotScreens.ts), and to the index of screens so that a changed title or
 * menu label is taken over without reloading; a change of routes, rules or kinds reloads the page.
 * Nothing is appended to any other file, nor in a build.
 */
export function hotAcceptCode(file: string): string | undefined {
  if (/^src\/generated\/screens\/[^/]+\.ts$/.test(file)) {
    return `import { publishScreen as __publishScreen } from '/src/hotScreens.ts';
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) __publishScreen(next.screen);
  });
}`;
  }
  if (file === 'src/generated/screens.ts') {
    return `if (import.meta.hot) {
  const first = (import.meta.hot.data.first ??= { screenIndex, loadScreen });
  const shape = (index, load) =>
    JSON.stringify([index.map((entry) => [entry.route, entry.aliases, entry.access, entry.kind, entry.layout, entry.menuLinks]), Object.keys(load)]);
  import.meta.hot.accept((next) => {
    if (!next) return;
    if (shape(first.screenIndex, first.loadScreen) !== shape(next.screenIndex, next.loadScreen)) {
      import.meta.hot.invalidate('the routes, rules or kinds of the screens changed');
      return;
    }
    next.screenIndex.forEach((entry, at) => {
      const kept = first.screenIndex[at];
      for (const key of Object.keys(kept)) delete kept[key];
      Object.assign(kept, entry);
    });
  });
}`;
  }
  return undefined;
}
