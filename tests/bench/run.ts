// `npm run bench`: prints the figures the design asks to watch. It never asserts: a slow run is
// information, not a failure. A part that cannot be measured (a piece missing, PostgreSQL down)
// says why and the rest still runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPortalIfStale } from '../../scripts/portalBuild.mjs';
import { castCeiling, countCasts } from '../../scripts/countCasts.mjs';
import { countScreenTables } from '../../scripts/countScreenTables.mjs';
import { repoRoot, resultsDir } from '../e2e/harness/paths';
import { startPortalServer, type PortalServer } from '../e2e/harness/portalServer';
import { benchPatients, pgliteBenchDir, postgresAnswers, withScratchPostgres } from './benchData';
import { timeListQuery } from './directQuery';
import { reportRequest, reportUser, timeReportQuery } from './reportQuery';
import { measureLoginScripts } from './loginBundle';
import { lighthouseVersion, measureLighthouse } from './lighthouse';
import { measureLoginRoute, measurePatientsRoute, type RouteBytes } from './routeBytes';
import { measureStartTimes } from './startTime';
import { measureSpecSaveToVisible } from './specSaveToVisible';
import { percentile } from './percentile';
import { measureChartChunk } from './chartBundle';
import { measureCallSetup } from './videoCallSetup';
import { loadProfileData } from './profileDataLoad';
import { measureGenerate, medianOf } from './measureGenerate';
import { measureFormKeystrokes } from './formKeystroke';
import { measureRtmDashboard } from './rtmDashboardLoad';
import { fuzzApi } from './fuzzApi';
import { comparisonTable, compareListApiWithBaseline, meanRun } from './listApiVsBaseline';
import { measurePushFanOut } from './pushFanOut';
import { apiToken, loadCall, loadPatientList, patientSearchRequest } from './patientListLoad';
import { kb, ms } from './percentile';
import { schemaPropertyCounts } from './schemaPropertyCount';
import { measureSpecShare } from './specShare';
import { readStageTimes, slowestTestFiles } from './stageTimes';
import { runSoak, soakLoad } from './soak/runSoak';

const summary: [string, string][] = [];
const log = (line: string): void => console.log(`  · ${line}`);

// `npm run bench -- --only wire,start`: only the sections of those keys (a section without a key
// runs only in the full bench).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : undefined;

async function section(title: string, measure: () => Promise<void> | void, key?: string): Promise<void> {
  if (only && (key === undefined || !only.has(key))) return;
  console.log(`\n${title}`);
  try {
    await measure();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`  not measured: ${reason}`);
    summary.push([title, `not measured (${reason.split('\n')[0]})`]);
  }
}

async function withServer<T>(
  name: string,
  dataDir: string,
  env: Record<string, string>,
  run: (server: PortalServer) => Promise<T>,
): Promise<T> {
  const server = await startPortalServer({
    dataDir,
    // Measured as in production: answers serialized from their schemas, not checked.
    env: { ANSWER_CHECK: 'off', ...env },
    logFile: join(resultsDir, '..', 'bench', `${name}.log`),
    startTimeoutMs: 600_000,
  });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

async function measureListAndReportOn(
  label: string,
  dataDir: string,
  env: Record<string, string>,
  databaseUrl: string | undefined,
): Promise<void> {
  const { load, search, report } = await withServer(label.toLowerCase(), dataDir, env, async (server) => {
    const token = await apiToken(server.baseUrl, 'csmanager');
    return {
      load: await loadPatientList(server.baseUrl, token),
      search: await loadCall(server.baseUrl, token, '/api/search', patientSearchRequest),
      // 30 s rather than 10: a report answers a few times a second, and p95 needs answers.
      report: await loadCall(server.baseUrl, await apiToken(server.baseUrl, reportUser), '/api/admin/reports', reportRequest, 30),
    };
  });
  console.log(
    `  HTTP, 50 concurrent: p50 ${ms(load.p50)}, p95 ${ms(load.p95)} over ${load.requests} requests ` +
      `(${Math.round(load.throughput)} req/s, ${load.non2xx} non-2xx, ${load.errors} errors; list total ${load.total ?? '?'})`,
  );
  summary.push([
    `patient/list on ${label} (HTTP, 50 concurrent)`,
    `p50 ${ms(load.p50)}, p95 ${ms(load.p95)}`,
  ]);

  console.log(
    `  search (patient name 'Mar'), 50 concurrent: p50 ${ms(search.p50)}, p95 ${ms(search.p95)} over ${search.requests} requests ` +
      `(${Math.round(search.throughput)} req/s, ${search.non2xx} non-2xx, ${search.errors} errors)`,
  );
  summary.push([`search on ${label} (HTTP, 50 concurrent)`, `p50 ${ms(search.p50)}, p95 ${ms(search.p95)}`]);

  // The server is stopped first: a PGlite folder can be open in one process only.
  const direct = await timeListQuery({ dataDir, databaseUrl });
  console.log(
    `  the same SQL run directly: p50 ${ms(direct.p50)}, p95 ${ms(direct.p95)} over ${direct.runs} sequential runs`,
  );
  summary.push([`patient/list SQL on ${label} (direct, sequential)`, `p50 ${ms(direct.p50)}`]);

  console.log(
    `  report Custom Patients (practice contains 'North', not archived; count + first page), 50 concurrent: ` +
      `p50 ${ms(report.p50)}, p95 ${ms(report.p95)} over ${report.requests} requests ` +
      `(${Math.round(report.throughput)} req/s, ${report.non2xx} non-2xx, ${report.errors} errors; report total ${report.total ?? '?'})`,
  );
  summary.push([`report Custom Patients on ${label} (HTTP, 50 concurrent)`, `p50 ${ms(report.p50)}, p95 ${ms(report.p95)}`]);
  const reportDirect = await timeReportQuery({ dataDir, databaseUrl });
  console.log(
    `  the same report SQL run directly (count + first page): p50 ${ms(reportDirect.p50)}, p95 ${ms(reportDirect.p95)} over ${reportDirect.runs} sequential runs`,
  );
  summary.push([`report Custom Patients SQL on ${label} (direct, sequential)`, `p50 ${ms(reportDirect.p50)}, p95 ${ms(reportDirect.p95)}`]);
}

function printSummary(): void {
  console.log('\nSummary');
  const width = Math.max(...summary.map(([name]) => name.length));
  for (const [name, figure] of summary) console.log(`  ${name.padEnd(width)}  ${figure}`);
}

// `npm run bench -- --soak [--soak-minutes N]`: the soak with faults alone (ten minutes by default).
if (process.argv.includes('--soak')) {
  const minutesAt = process.argv.indexOf('--soak-minutes');
  const minutes = minutesAt > 0 ? Number(process.argv[minutesAt + 1]) : soakLoad.minutes;
  await section(
    `Soak: ${minutes} min on PostgreSQL, ${soakLoad.processes} middleware processes, ${soakLoad.clients} portal clients, ${soakLoad.dashboards} RTM dashboards, ` +
      `${soakLoad.tablets} tablets at ${soakLoad.tabletEventsPerSecond} events/s; the database restarts at ${soakLoad.restartAt * 100} % of the run and refuses connections for ${soakLoad.refusalMs / 1000} s at ${soakLoad.refusalAt * 100} %`,
    async () => {
      summary.push(...(await runSoak({ minutes, log })));
    },
  );
  printSummary();
  process.exit(0);
}

await section('Casts between the OpenAPI description and its callers (scripts/countCasts.mjs)', () => {
  const byFolder = countCasts(repoRoot);
  for (const [folder, casts] of Object.entries(byFolder)) log(`${folder}/: ${casts.length}`);
  const total = Object.values(byFolder).reduce((sum, casts) => sum + casts.length, 0);
  summary.push(['casts (as never, as unknown as, untyped client, request)', `${total} (ceiling ${castCeiling(repoRoot)})`]);
});

await section('What is spec and what is hand-written (issue 26)', () => {
  const share = measureSpecShare(repoRoot);
  const { screens, machines, domain } = share.typescriptLines;
  log(`TypeScript (tests left out): screens/ ${screens}, machines/ ${machines}, domain/ ${domain} lines`);
  log(`screen and form spec YAML: ${share.specLines} lines`);
  log(`kind: custom screens: ${share.customScreens.length} of ${share.screenSpecs} (${share.customScreens.map((path) => path.replace(/^specs\/screens\//, '').replace(/\.screen\.yaml$/, '')).join(', ')})`);
  summary.push(['TypeScript in screens/ + machines/ against screen and form YAML', `${screens + machines} against ${share.specLines} lines (domain/ ${domain} more)`]);
  summary.push(['kind: custom screens', `${share.customScreens.length} of ${share.screenSpecs}`]);
  const tables = countScreenTables(repoRoot);
  log(`<Table> in screens/ (scripts/countScreenTables.mjs): ${tables.length}${tables.length > 0 ? ` (${[...new Set(tables.map((hit) => hit.file))].join(', ')})` : ''}`);
  summary.push(['<Table> in screens/', String(tables.length)]);
}, 'specs');

await section('Property entries in the spec-format schemas (specs/schema)', () => {
  const { perSchema, total } = schemaPropertyCounts(repoRoot);
  for (const [name, count] of perSchema) log(`${name}: ${count}`);
  log(`total: ${total}`);
  summary.push(['property entries in screen, form and catalog schemas', `${total} (${perSchema.map(([name, count]) => `${name.split('.')[0]} ${count}`).join(', ')})`]);
});

await section('npm run generate', () => {
  const times = measureGenerate(3);
  console.log(`  ${times.map(ms).join(', ')} (median ${ms(medianOf(times))})`);
  summary.push(['npm run generate (median of 3)', ms(medianOf(times))]);
}, 'generate');

/** One line per route: wire bytes, then what the same bodies weigh raw, gzip and brotli. */
function printRouteBytes(name: string, figures: RouteBytes): void {
  const encodings = Object.entries(figures.encodings).map(([encoding, count]) => `${count} ${encoding}`).join(', ');
  console.log(
    `  ${name}: ${kb(figures.wireBytes)} on the wire in ${figures.resources.length} answers (${encodings}); ` +
      `the same bodies ${kb(figures.rawBytes)} raw, ${kb(figures.gzipBytes)} gzip, ${kb(figures.brotliBytes)} brotli; largest:`,
  );
  for (const resource of figures.resources.slice(0, 6))
    console.log(`    ${kb(resource.wireBytes).padStart(9)}  ${resource.encoding.padEnd(8)} ${resource.path}`);
}

// The first bullets of issue 27 "Speed and size": what the login page and a new user's way to the
// patient list download, as Chromium receives them from the built portal (empty cache).
await section('Bytes on the wire: the login route and a new user\'s way to /patients (Chromium, empty cache)', async () => {
  await buildPortalIfStale(repoRoot, { log });
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-wire-'));
  try {
    await withServer('route-bytes', dataDir, {}, async (server) => {
      const login = await measureLoginRoute(server.baseUrl);
      printRouteBytes('login route', login);
      summary.push(['login route on the wire (goal ≤ 150 KB)', `${kb(login.wireBytes)} (${Object.keys(login.encodings).join('/')}); gzip ${kb(login.gzipBytes)}, brotli ${kb(login.brotliBytes)}, raw ${kb(login.rawBytes)}`]);
      const patients = await measurePatientsRoute(server.baseUrl);
      printRouteBytes('/patients signed in', patients);
      summary.push(['/patients signed in, total on the wire', `${kb(patients.wireBytes)} in ${patients.resources.length} answers; raw ${kb(patients.rawBytes)}`]);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 'wire');

// Issue 27 "Done means": Lighthouse performance on Chromium (reported here, not asserted in tests).
await section(`Lighthouse ${lighthouseVersion} performance (Chromium; goal ≥ 95 desktop, ≥ 80 mobile)`, async () => {
  await buildPortalIfStale(repoRoot, { log });
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-lighthouse-'));
  try {
    await withServer('lighthouse', dataDir, {}, async (server) => {
      const figures = await measureLighthouse(server.baseUrl);
      for (const [route, name] of [['login', 'login page'], ['patients', '/patients signed in']] as const) {
        const { desktop, mobile } = figures[route];
        const line = `desktop ${desktop.score} (LCP ${ms(desktop.lcpMs)}, TBT ${ms(desktop.tbtMs)}), mobile ${mobile.score} (LCP ${ms(mobile.lcpMs)}, TBT ${ms(mobile.tbtMs)})`;
        console.log(`  ${name}: ${line}`);
        summary.push([`Lighthouse, ${name}`, line]);
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 'lighthouse');

await section('npm start: first start (no dist/, no generation stamp, fresh data) and warm start', async () => {
  const figures = await measureStartTimes(log);
  console.log(`  first start: ${ms(figures.firstMs)}; warm start: ${ms(figures.warmMs)} (goal ≤ 5 s)`);
  summary.push(['npm start, first (generate + build + seed)', ms(figures.firstMs)]);
  summary.push(['npm start, warm (goal ≤ 5 s)', ms(figures.warmMs)]);
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  console.log(
    `  middleware RSS on PGlite: idle after the first start (just seeded) ${mib(figures.rss.idleAfterFirstStart)}; ` +
      `idle after the warm start ${mib(figures.rss.idleAfterWarmStart)} (goal ≤ 300 MiB); after the list load ${mib(figures.rss.afterListLoad)}`,
  );
  summary.push(['RSS idle on PGlite, warm start (goal ≤ 300 MiB)', mib(figures.rss.idleAfterWarmStart)]);
  summary.push(['RSS idle on PGlite, just seeded', mib(figures.rss.idleAfterFirstStart)]);
  summary.push(['RSS after the list load (200 list and search calls)', mib(figures.rss.afterListLoad)]);
}, 'start');

await section('Spec save → visible in npm run dev: the patient list\'s title saved 5 times, the page open with a typed search (Chromium)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-spec-'));
  try {
    const figures = await withServer('spec-save', dataDir, {}, (server) => measureSpecSaveToVisible(server.baseUrl));
    const line = `p50 ${ms(percentile(figures.times, 50))}, max ${ms(Math.max(...figures.times))} (goal ≤ 300 ms); state kept: ${figures.stateKept ? 'yes' : 'no'}`;
    console.log(`  ${line}; each save: ${figures.times.map(ms).join(', ')}`);
    summary.push(['spec save → visible (goal ≤ 300 ms, state kept)', line]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 'specsave');

await section('JavaScript loaded by the login route (gzip)', async () => {
  await buildPortalIfStale(repoRoot, { log });
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-'));
  try {
    await withServer('login-route', dataDir, {}, async (server) => {
      const scripts = await measureLoginScripts(server.baseUrl);
      const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
      console.log(`  ${scripts.length} scripts, ${kb(gzip)} gzip (${kb(raw)} raw); largest:`);
      for (const script of scripts.slice(0, 6))
        console.log(`    ${kb(script.gzipBytes).padStart(9)}  ${script.path}`);
      summary.push(['login route JavaScript', `${kb(gzip)} gzip in ${scripts.length} files`]);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// sessions: the Plotly chunk the chart tabs fetch lazily (never by the login route)
await section('Session chart chunk, loaded lazily by the profile chart tabs (gzip)', async () => {
  await buildPortalIfStale(repoRoot, { log });
  const { chunks, sharedWithEntry } = measureChartChunk(join(repoRoot, 'dist'));
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  for (const chunk of chunks) console.log(`    ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.path}`);
  log(`chunks the entry loads anyway (not counted): ${sharedWithEntry.join(', ') || 'none'}`);
  summary.push(['session chart chunk (lazy)', `${kb(gzip)} gzip in ${chunks.length} files`]);
});

// video: click to established call on loopback (built-in WebRTC provider), and the call window's
// chunk, which only a call loads
await section('Video call: click to established on loopback, 20 calls; the call window chunk (Chromium, gzip)', async () => {
  await buildPortalIfStale(repoRoot, { log });
  const { chunks, sharedWithEntry } = measureChartChunk(join(repoRoot, 'dist'), 'CallWindowScreen-');
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  for (const chunk of chunks) console.log(`    ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.path}`);
  log(`chunks the entry loads anyway (not counted): ${sharedWithEntry.join(', ') || 'none'}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-video-'));
  try {
    await withServer('video-call', dataDir, {}, async (server) => {
      const loginScripts = new Set((await measureLoginScripts(server.baseUrl)).map((script) => script.path));
      const inLogin = chunks.filter((chunk) => loginScripts.has(chunk.path)).map((chunk) => chunk.path);
      log(`call window chunks the login route loads: ${inLogin.join(', ') || 'none'}`);
      summary.push(['call window chunk (lazy)', `${kb(gzip)} gzip in ${chunks.length} files, ${inLogin.length} of them in the login route`]);
      const figures = await measureCallSetup(server.baseUrl, 20);
      console.log(`  ${figures.calls} calls from the profile's Call button: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`);
      summary.push(['video call click to established (loopback, 20 calls)', `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}`]);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

await section('Keystroke to paint in the patient form (Chromium)', async () => {
  await buildPortalIfStale(repoRoot, { log });
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-form-'));
  try {
    await withServer('patient-form', dataDir, {}, async (server) => {
      const figures = await measureFormKeystrokes(server.baseUrl, 'staff');
      console.log(
        `  ${figures.keystrokes} keystrokes into First Name: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`,
      );
      summary.push(['patient form keystroke to paint', `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}`]);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// rtm: the RTM dashboard with about 500 tiles under about 100 simulator events a second
/** The RTM dashboard under the tablets' events on one database (`env` points the middleware at it). */
async function measureRtmOn(database: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-rtm-'));
  try {
    await withServer(`rtm-dashboard-${database.toLowerCase()}`, dataDir, env, async (server) => {
      const figures = await measureRtmDashboard(server.baseUrl, { fakePatients: true, simulatedPatients: 400, rate: 0.125, warmUpMs: 25_000, measureMs: 30_000 });
      console.log(
        `  ${database}: ${figures.tiles} tiles; ${figures.pushes} pushes reached the page (${figures.pushesPerSecond.toFixed(1)}/s; the simulator sent ${figures.sentPerSecond.toFixed(1)} events/s, the fake patients' tablets in the middleware about 50/s more)`,
      );
      console.log(
        `  ${database}: tablet's send to paint: p50 ${ms(figures.sendToPaint.p50)}, p95 ${ms(figures.sendToPaint.p95)}, max ${ms(figures.sendToPaint.max)} over ${figures.sendToPaint.count} pushes (${figures.sendToPaint.unmatched} with no tablet send just before: the middleware's own)`,
      );
      console.log(
        `  ${database}: push arrival to paint: p50 ${ms(figures.eventToPaint.p50)}, p95 ${ms(figures.eventToPaint.p95)}, max ${ms(figures.eventToPaint.max)} over ${figures.eventToPaint.count} pushes`,
      );
      console.log(
        `  ${database}: frame time: p50 ${ms(figures.frame.p50)}, p95 ${ms(figures.frame.p95)}, max ${ms(figures.frame.max)} over ${figures.frame.count} frames (${figures.droppedFrames} dropped: over 1.5 display intervals; ${figures.longAnimationFrames.count} long animation frames over 50 ms, longest ${ms(figures.longAnimationFrames.max)})`,
      );
      // The load reached, not only the one aimed at: the simulator gets only as many tablets as the
      // demo lists (fewer than the 400 asked for on the default seed).
      const load = `${figures.tiles} tiles, ${figures.pushesPerSecond.toFixed(1)} pushes/s; aim: 500 tiles, 100 events/s`;
      summary.push([`RTM dashboard on ${database}, tablet's send to paint (${load})`, `p50 ${ms(figures.sendToPaint.p50)}, p95 ${ms(figures.sendToPaint.p95)} (goal p95 ≤ 250 ms)`]);
      summary.push([`RTM dashboard on ${database}, frame time`, `p50 ${ms(figures.frame.p50)}, p95 ${ms(figures.frame.p95)}, ${figures.droppedFrames} dropped (goal p95 < 16 ms; 16.7 ms is one 60 Hz interval)`]);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await section('RTM dashboard: 500 tiles, 100 events a second from simulated tablets, on PGlite and on PostgreSQL (Chromium)', async () => {
  await buildPortalIfStale(repoRoot, { log });
  await measureRtmOn('PGlite', {});
  if (!postgresAnswers()) throw new Error('pg_isready -h 127.0.0.1 does not answer: the PostgreSQL half is not measured');
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withScratchPostgres(adminUrl, log, (databaseUrl) => measureRtmOn('PostgreSQL', { DATABASE_URL: databaseUrl }));
}, 'rtm');

await section(`patient/list, search and a report at ${benchPatients} patients on PGlite`, async () => {
  const dataDir = pgliteBenchDir(log);
  await measureListAndReportOn('PGlite', dataDir, {}, undefined);
});

// sessions: the profile's session data (recovery report + all sessions) of patients spread over the data set
await section(`profile session data at ${benchPatients} patients on PGlite`, async () => {
  const dataDir = pgliteBenchDir(log);
  const figures = await withServer('profile-data', dataDir, {}, async (server) => {
    const token = await apiToken(server.baseUrl, 'csmanager');
    const ids = Array.from({ length: 200 }, (_, index) => 1 + index * Math.floor(benchPatients / 200));
    return loadProfileData(server.baseUrl, token, ids);
  });
  console.log(
    `  recovery_report + all_patient_sessions, 50 concurrent: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)} over ` +
      `${figures.requests} requests (${figures.non2xx} non-2xx, ${figures.errors} errors)`,
  );
  summary.push([`profile session data on PGlite (HTTP, 50 concurrent)`, `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}`]);
});

await section(`patient/list, search and a report at ${benchPatients} patients on PostgreSQL`, async () => {
  if (!postgresAnswers()) throw new Error('pg_isready -h 127.0.0.1 does not answer');
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withScratchPostgres(adminUrl, log, async (databaseUrl) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-pg-'));
    try {
      await measureListAndReportOn('PostgreSQL', dataDir, { DATABASE_URL: databaseUrl }, databaseUrl);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// listapi: the list API beside a minimal Fastify + pg route running the same SQL (listApiVsBaseline.ts)
await section(
  `patient/list beside a minimal Fastify + pg route running the same SQL with a token lookup, at ${benchPatients} patients on PostgreSQL (goals ≤ 1.2× p50, ≥ 0.9× throughput; 50 connections)`,
  async () => {
    if (!postgresAnswers()) throw new Error('pg_isready -h 127.0.0.1 does not answer');
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const comparison = await withScratchPostgres(
      adminUrl,
      log,
      (databaseUrl) => compareListApiWithBaseline(databaseUrl, log),
      'cadence_bench_listapi',
    );
    for (const line of comparisonTable(comparison)) console.log(`  ${line}`);
    // A PGlite folder opens in one process only: a baseline beside the middleware on the same
    // embedded database cannot run, and one on PostgreSQL would compare two databases, not two servers.
    console.log(
      '  on PGlite: not compared (the baseline cannot open the middleware\'s embedded database; the middleware\'s own PGlite figures are in the PGlite patient/list section)',
    );
    const middleware = meanRun(comparison.middleware);
    const baseline = meanRun(comparison.baseline);
    summary.push([
      'patient/list ÷ Fastify + pg baseline on PostgreSQL (goals ≤ 1.2× p50, ≥ 0.9× throughput)',
      `p50 ${(middleware.p50 / baseline.p50).toFixed(2)}× (${ms(middleware.p50)} / ${ms(baseline.p50)}), ` +
        `throughput ${(middleware.throughput / baseline.throughput).toFixed(2)}× (${Math.round(middleware.throughput)} / ${Math.round(baseline.throughput)} req/s), ` +
        `CPU/request ${(middleware.cpuMsPerRequest / baseline.cpuMsPerRequest).toFixed(2)}× (${middleware.cpuMsPerRequest.toFixed(2)} / ${baseline.cpuMsPerRequest.toFixed(2)} ms)`,
    ]);
  },
  'listapi',
);

await section('Schema-guided fuzzing of every API operation (at least 10,000 requests)', async () => {
  const figures = await fuzzApi(10_000, 20_261_124);
  console.log(`  fuzz: ${figures.sent} requests sent, ${figures.serverErrors} answered 5xx`);
  const statuses = Object.entries(figures.statuses).map(([status, count]) => `${status}: ${count}`);
  console.log(`  answers by status: ${statuses.join(', ')}`);
  if (figures.failureCount > 0) {
    console.log(
      `  ${figures.failureCount} answers broke the error contract (5xx, or a 4xx without {message}); the first:`,
    );
    for (const failure of figures.failures) console.log(`    ${failure.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  summary.push([
    'API fuzz (goal: 0 5xx)',
    `${figures.sent} requests sent, ${figures.serverErrors} answered 5xx`,
  ]);
});

await section('Live-monitoring pushes to 200 dashboards, 50 simulated patients at 2 events/s each', async () => {
  const figures = await measurePushFanOut({ dashboards: 200, patients: 50, rate: 2, seconds: 10 });
  log(`${figures.eventsPerSecond.toFixed(0)} simulator events/s; ${figures.sent} pushes published`);
  log(`delivered per dashboard: min ${figures.deliveredMin}, max ${figures.deliveredMax}`);
  summary.push([
    'RTM pushes to 200 dashboards (goal: delivered = sent)',
    `${figures.sent} sent, each dashboard ${figures.deliveredMin === figures.deliveredMax ? figures.deliveredMin : `${figures.deliveredMin}–${figures.deliveredMax}`}`,
  ]);
});

await section('Suite stage times (the last `npm test` run)', () => {
  const { finishedAt, stages, wallSeconds } = readStageTimes(repoRoot);
  log(`run finished ${finishedAt}`);
  for (const stage of stages) {
    log(`${stage.name}: ${stage.seconds.toFixed(1)} s${stage.notRun ? ' (not run)' : stage.passed ? '' : ' (failed)'}`);
    summary.push([`npm test: ${stage.name}`, `${stage.seconds.toFixed(1)} s`]);
  }
  // Some stages run side by side: the run's own time is recorded; older records summed them.
  const total = wallSeconds ?? stages.reduce((sum, stage) => sum + stage.seconds, 0);
  summary.push(['npm test: total', `${total.toFixed(1)} s`]);
  for (const report of ['vitest-unit.json', 'vitest-e2e.json']) {
    const slowest = slowestTestFiles(repoRoot, report, 5);
    // vitest's JSON report times a file's tests (from the first test's start), not its setup.
    if (slowest.length > 0) {
      log(`slowest files of ${report} (time in their tests): ${slowest.map((f) => `${f.file} ${f.seconds.toFixed(1)} s`).join(', ')}`);
    }
  }
});

printSummary();
