#!/usr/bin/env node
// `npm start`: regenerate from the specs when they changed since the last generation (failing
// loudly on a spec error), build the portal when dist/ is missing or stale, compile the
// middleware (about a second), then run it, which serves the portal and the API on one
// port, and print where to go and whom to sign in as. This is the demo path: the middleware runs
// with CADENCE_DEMO=1 (demo users, /dev/mailbox, /dev/sso) unless NODE_ENV=production, which
// starts it without demo mode.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { buildPortalIfStale } from './portalBuild.mjs';
import { compileServer } from './serverBuild.mjs';
import { demoPassword, demoUsers } from './demoUsers.mjs';
import { generationIsCurrent } from './generationStamp.mjs';
import { runCommand } from './runCommand.mjs';
import { waitForHttp } from './waitForHttp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const demo = process.env.NODE_ENV !== 'production';

function fail(message) {
  console.error(`\nnpm start: ${message}`);
  process.exit(1);
}

/** Role labels from specs/access.yaml, so the table can never disagree with the access spec. */
function roleLabels() {
  try {
    const access = parse(readFileSync(join(root, 'specs', 'access.yaml'), 'utf8'));
    return Object.fromEntries(
      Object.entries(access.roles ?? {}).map(([name, role]) => [name, `${role.label} (${role.id})`]),
    );
  } catch {
    return {};
  }
}

function printWelcome(address) {
  if (!demo) {
    console.log(`
Cadence is running at ${address} (production mode: no demo users, no /dev pages)
Create the first account with: npm run create-admin -- --username NAME --email ADDRESS
Press Ctrl+C to stop.
`);
    return;
  }
  const labels = roleLabels();
  const rows = demoUsers.map((user) => [user.username, labels[user.role] ?? user.role, user.note ?? '']);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length), 8));
  const line = (cells) =>
    `  ${cells[0].padEnd(widths[0])}  ${cells[1].padEnd(widths[1])}  ${cells[2]}`.trimEnd();
  console.log(`
Cadence is running at ${address}

Demo users (password ${demoPassword} for everyone):
${line(['username', 'role', 'notes'])}
${rows.map(line).join('\n')}

E-mail (two-factor codes, password resets, login links) lands at ${address}/dev/mailbox
Demo mode: never use it with real patient data.
Press Ctrl+C to stop.
`);
}

if (generationIsCurrent(root)) {
  console.log('specs: src/generated is up to date (specs/ and the generator unchanged since the last generation)');
} else if ((await runCommand(process.execPath, [join(root, 'scripts', 'generate.mjs')], { cwd: root })) !== 0) {
  fail('`npm run generate` failed: fix the spec error above (file:line:column) and run again.');
}

try {
  await buildPortalIfStale(root);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (!existsSync(join(root, 'server', 'main.ts'))) fail('server/main.ts is missing: the middleware is not in place yet.');
// The middleware runs compiled (scripts/serverBuild.mjs): no TypeScript loader stays resident.
let serverEntry;
try {
  serverEntry = await compileServer(root);
} catch (error) {
  fail(`the middleware did not compile: ${error instanceof Error ? error.message : String(error)}`);
}

// Memory: small V8 semi-spaces (the default 16 MB each stay resident in every thread) and two
// malloc arenas instead of one per thread (the database worker, libuv's pool): about 100 MB less
// resident at idle, for a little more garbage collection under load; --expose-gc lets it collect
// the boot's garbage once it listens (server/main.ts).
const server = spawn(process.execPath, ['--max-semi-space-size=2', '--expose-gc', serverEntry], {
  cwd: root,
  env: { MALLOC_ARENA_MAX: '2', ...process.env, PORT: String(port), ...(demo ? { CADENCE_DEMO: '1' } : {}) },
  stdio: 'inherit',
});
let serverRunning = true;
server.on('exit', (code, signal) => {
  serverRunning = false;
  process.exit(signal ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (serverRunning) server.kill(signal);
  });
}

try {
  await waitForHttp(`http://127.0.0.1:${port}`, { isAlive: () => serverRunning, timeoutMs: 180_000 });
  printWelcome(`http://localhost:${port}`);
  // performance.now() counts from this process's start.
  console.log(`Started in ${(performance.now() / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  if (serverRunning) server.kill('SIGTERM');
  process.exitCode = 1;
}
