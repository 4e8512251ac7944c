// `npm run dev`: the portal with live reload on PORT (8080 by default) and the middleware behind it.
//
// Vite serves the portal and proxies /api and /dev to the middleware, which runs under `tsx watch`
// on the next port so that an edit to server code, or a regenerated OpenAPI description, restarts
// it. Vite's `cadenceSpecs()` plugin (vite.config.ts) re-lints and regenerates on every save under
// specs/: the browser updates in place, and a broken spec shows the linter's message in the overlay.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

// Vite warns that a future default config loader would not take extensionless TypeScript imports;
// the bundling loader used today does, so the warning is only noise here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? port + 1);
// Read by vite.config.ts when it builds the proxy.
process.env.CADENCE_API_ORIGIN = `http://127.0.0.1:${apiPort}`;

// Development runs in demo mode (demo users, /dev/mailbox, /dev/sso) unless NODE_ENV=production,
// which the middleware would refuse together with demo mode.
const demo = process.env.NODE_ENV !== 'production';
const middleware = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', ...(demo ? { CADENCE_DEMO: '1' } : {}) },
  stdio: 'inherit',
});

const vite = await createServer({ server: { port, strictPort: true, host: process.env.HOST ?? '0.0.0.0' } });
await vite.listen();
vite.printUrls();
console.log(
  `  middleware (tsx watch) on http://127.0.0.1:${apiPort}${demo ? `, demo mailbox at http://localhost:${port}/dev/mailbox` : ''}`,
);

const stop = (): void => {
  middleware.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
middleware.once('exit', (code) => {
  if (code !== null && code !== 0) console.error(`the middleware stopped (exit ${code})`);
});
