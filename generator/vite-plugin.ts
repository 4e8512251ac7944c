import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { createSpecsRegenerator } from './createSpecsRegenerator';
import { generate } from './generate';
import { writeGeneratedFiles } from './generatedFilesOnDisk';
import { generationIsCurrent, recordGeneration } from './generationStamp';
import { formatProblem } from './lint/LintProblem';

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
      const regenerate = createSpecsRegenerator({
        root,
        generate,
        write: writeGeneratedFiles,
        send: (payload) => server.ws.send(payload),
        log: (line) => server.config.logger.info(line),
      });
      const onSpecEvent = (file: string) => {
        const inside = relative(specsFolder, file);
        if (inside.startsWith('..') || inside.startsWith(sep)) return;
        void regenerate();
      };
      server.watcher.add(specsFolder);
      server.watcher.on('change', onSpecEvent);
      server.watcher.on('add', onSpecEvent);
      server.watcher.on('unlink', onSpecEvent);
    },
  };
}
