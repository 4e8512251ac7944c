// The portal's build. In development (`npm run dev`, server/dev.ts) Vite serves the portal and
// proxies the middleware's `/api`, `/sso` and the demo's `/dev` pages to the middleware, which runs under
// `tsx watch` on the next port; `npx vite` alone proxies to `npm start` on port 8080. A caller that
// runs Vite in middleware mode serves those paths itself, so the proxy is then left out.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cadenceSpecs } from './generator/vite-plugin';
import { portalBuildOutputs } from './scripts/portalBuildPlugin.mjs';

const MIDDLEWARE_ORIGIN = process.env.CADENCE_API_ORIGIN ?? 'http://localhost:8080';

/** Adds the `/api` and `/dev` proxy unless the caller runs Vite in middleware mode. */
function standaloneProxy(): Plugin {
  return {
    name: 'cadence-standalone-proxy',
    config(config) {
      if (config.server?.middlewareMode) return;
      return {
        server: {
          proxy: {
            '/api': { target: MIDDLEWARE_ORIGIN, changeOrigin: true, ws: true },
            '/dev': { target: MIDDLEWARE_ORIGIN, changeOrigin: true },
            '/sso': { target: MIDDLEWARE_ORIGIN, changeOrigin: true },
          },
        },
      };
    },
  };
}

/**
 * react-router's exports name no `production` condition: every bundler gets its development
 * build (`ENABLE_DEV_WARNINGS = true`, about 90 KB of warnings and checks). A production build
 * takes the package's production files instead, the same code with the warnings off.
 */
function reactRouterProductionBuild(): Plugin {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'cadence-react-router-production',
    apply: 'build',
    config(_config, { mode }) {
      if (mode !== 'production') return;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [react(), cadenceSpecs(), standaloneProxy(), reactRouterProductionBuild(), portalBuildOutputs()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The sizes that matter are measured by `npm run bench` (wire bytes, brotli and gzip); the
    // build's own gzip report would only compress every file a second time.
    reportCompressedSize: false,
    // The manifest lets the bench tell what the login route loads from what later routes load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React has a chunk of its own first, so that the groups below, which take along
            // what their modules import, leave React where the login route already has it (with the
            // use-sync-external-store shim, which React Flow's chunk would otherwise take along).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 20 },
            // Heavy libraries get chunks of their own, which only the lazy routes that use them
            // import, so the login route never loads them.
            { name: 'ag-grid', test: /node_modules[\\/]ag-grid-/, priority: 10 },
            { name: 'plotly', test: /node_modules[\\/](plotly\.js|react-plotly\.js)/, priority: 10 },
            { name: 'react-flow', test: /node_modules[\\/]@xyflow/, priority: 10 },
            { name: 'twilio', test: /node_modules[\\/]twilio-video/, priority: 10 },
          ],
        },
      },
    },
  },
});
