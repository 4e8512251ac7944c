// The Vite plugin that finishes every production build of the portal, however it was started
// (`npm start`, `npm run build`, `npx vite build`, the end-to-end harness, the bench): it writes
// the brotli and gzip copies the server sends (precompressPortal.mjs) and records the sources'
// fingerprint that `npm start` and the harness check (portalBuild.mjs), so a build by hand counts.
import { resolve } from 'node:path';
import { portalSourceFingerprint, recordPortalFingerprint } from './portalBuild.mjs';
import { precompressPortal } from './precompressPortal.mjs';

/**
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), cadenceSpecs(), portalBuildOutputs()] });
 *
 * @returns {import('vite').Plugin}
 */
export function portalBuildOutputs() {
  let root = process.cwd();
  let outDir = 'dist';
  let production = false;
  let fingerprint;
  return {
    name: 'cadence-portal-build-outputs',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      // Only a production build of the portal's own dist/ is what `npm start` would build.
      production = config.mode === 'production' && process.env.NODE_ENV === 'production' && outDir === resolve(root, 'dist');
    },
    buildStart: {
      // After the specs plugin has (re)generated src/generated: its output is part of the sources.
      order: 'post',
      handler() {
        fingerprint = production ? portalSourceFingerprint(root) : undefined;
      },
    },
    async closeBundle(error) {
      if (error) return;
      const totals = await precompressPortal(outDir);
      this.info?.(`precompressed ${totals.files} files: brotli ${totals.brotliBytes} bytes, gzip ${totals.gzipBytes} bytes of ${totals.rawBytes}`);
      if (fingerprint !== undefined) recordPortalFingerprint(outDir, fingerprint);
    },
  };
}
