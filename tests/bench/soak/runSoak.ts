// `npm run bench -- --soak`: ten minutes of a clinic's day on two middleware processes sharing one
// PostgreSQL, with faults: the database restarts at minute 3 and refuses connections for 10 s at
// minute 6. What it prints is listed in printSoakFigures below. `--soak-minutes N` runs a shorter
// (or longer) soak with the faults at the same fractions of it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, resultsDir } from '../../e2e/harness/paths';
import { firstPageRequest } from '../patientListLoad';
import { ms } from '../percentile';
import { prepareClientUsers, runPortalClients } from './portalClients';
import { startPrivatePostgres } from './privatePostgres';
import { openRtmDashboard } from './rtmDashboards';
import { dashboardDelivery, faultRecoveries, latencyByOperation, readingAt, statusCounts, type ProbeRecord } from './soakFigures';
import { newSoakLog } from './soakLog';
import { startSoakServer, type SoakServer } from './soakServer';
import { listSoakDevices, startSoakTablets } from './soakTablets';

/** The load the issue asks for. */
export const soakLoad = {
  minutes: 10,
  processes: 2,
  clients: 200,
  dashboards: 2,
  tablets: 500,
  tabletEventsPerSecond: 0.5,
  /** Patients seeded: more than the tablets, so each tablet has a patient of its own. */
  patients: 1_000,
  /** When the faults come, as fractions of the run (minute 3 and minute 6 of 10). */
  restartAt: 0.3,
  refusalAt: 0.6,
  refusalMs: 10_000,
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
    .join(', ') || 'none';
const seconds = (value: number | undefined) => (value === undefined ? 'never' : `${(value / 1000).toFixed(1)} s`);

/**
 * Runs the soak and prints its figures; resolves with the lines for the bench's summary.
 *
 * @example
 * const summary = await runSoak({ minutes: 10, log: console.log });
 */
export async function runSoak(options: { minutes: number; log: (line: string) => void }): Promise<[string, string][]> {
  const { log } = options;
  const durationMs = options.minutes * 60_000;
  const soakLog = newSoakLog();
  const workDir = mkdtempSync(join(tmpdir(), 'cadence-soak-'));
  const logDir = join(resultsDir, '..', 'bench', 'soak');
  mkdirSync(logDir, { recursive: true });
  const cluster = await startPrivatePostgres();
  const servers: SoakServer[] = [];
  try {
    log(`a private PostgreSQL cluster; seeding ${soakLoad.patients} patients`);
    const seeded = spawnSync('npm', ['run', '--silent', 'seed', '--', '--patients', String(soakLoad.patients)], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: cluster.url },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`npm run seed failed: ${seeded.stderr.slice(-1_000)}`);
    const patientAppSecret = 'soak-patient-app-secret';
    const metricsEverySeconds = Math.max(5, Math.round(durationMs / 10 / 1000));
    for (const name of ['a', 'b']) {
      servers.push(
        await startSoakServer({ name, databaseUrl: cluster.url, dataDir: join(workDir, name), logFile: join(logDir, `server-${name}.log`), metricsEverySeconds, patientAppSecret }),
      );
    }
    const baseUrls = servers.map((server) => server.baseUrl);
    log(`middleware processes at ${baseUrls.join(', ')} (logs in test-results/bench/soak/)`);

    const devices = await listSoakDevices(baseUrls[0]!, soakLoad.tablets);
    const users = await prepareClientUsers(baseUrls[0]!, soakLog);
    log(`${devices.length} tablets; ${users.length} users for the daily mix (${users.map((user) => `${user.username}: ${user.steps.length} steps`).join(', ')})`);
    const dashboardToken = await (async () => {
      const response = await fetch(`${baseUrls[0]}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'pma', password: 'Cadence#2026' }) });
      return ((await response.json()) as { data: { access_token: string } }).data.access_token;
    })();
    const dashboards = await Promise.all(servers.map((server) => openRtmDashboard({ name: `pma on ${server.name}`, baseUrl: server.baseUrl, token: dashboardToken, log: soakLog })));

    const startedAt = Date.now();
    const endsAt = startedAt + durationMs;
    const finished = sleep(durationMs);
    const tablets = startSoakTablets({ devices, baseUrls, rate: soakLoad.tabletEventsPerSecond, log: soakLog });

    // One cheap database-backed call per server every 100 ms: when the API answers again after a fault.
    const probes: ProbeRecord[] = [];
    const probeToken = users[0]!.token;
    let probing = true;
    const probeLoops = servers.map(async (server) => {
      while (probing) {
        const at = Date.now();
        const status = await fetch(`${server.baseUrl}/api/patient/list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${probeToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...firstPageRequest, limit: 1 }),
          signal: AbortSignal.timeout(30_000),
        })
          .then((response) => response.status)
          .catch(() => 0);
        probes.push({ server: server.name, startedAt: at, status });
        await sleep(Math.max(0, 100 - (Date.now() - at)));
      }
    });

    const faults = (async () => {
      await sleep(durationMs * soakLoad.restartAt);
      log('fault 1: PostgreSQL restarts');
      const restartStarted = Date.now();
      await cluster.restart();
      soakLog.faults.push({ name: 'database restart', startedAt: restartStarted, endedAt: Date.now() });
      await sleep(Math.max(0, startedAt + durationMs * soakLoad.refusalAt - Date.now()));
      log(`fault 2: the database refuses connections for ${soakLoad.refusalMs / 1000} s`);
      const refusalStarted = Date.now();
      await cluster.refuseConnections(soakLoad.refusalMs);
      soakLog.faults.push({ name: `${soakLoad.refusalMs / 1000} s connection refusal`, startedAt: refusalStarted, endedAt: Date.now() });
    })();

    const minuteMarks = setInterval(() => {
      const minute = Math.round((Date.now() - startedAt) / 60_000);
      log(`minute ${minute}: ${soakLog.calls.length} requests, ${soakLog.tabletEvents.length} tile events sent, pushes received ${soakLog.dashboards.map((dashboard) => dashboard.pushes.length).join(' / ')}`);
    }, 60_000);
    await runPortalClients({ count: soakLoad.clients, users, baseUrls, log: soakLog, until: finished });
    await faults;
    clearInterval(minuteMarks);
    const stoppedSendingAt = Date.now();
    await Promise.all(tablets.map((tablet) => tablet.stop()));
    probing = false;
    await Promise.all(probeLoops);
    // The last pushes drain.
    await sleep(3_000);
    await Promise.all(dashboards.map((dashboard) => dashboard.stop()));

    // Every note the middleware acknowledged must be stored.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const found = await client.query<{ count: string }>('select count(*) from patient_notes where id = any($1::int[])', [soakLog.acknowledgedNotes]);
    await client.end();
    const notesFound = Number(found.rows[0]?.count ?? 0);

    return printSoakFigures({ soakLog, probes, servers, startedAt, endsAt, stoppedSendingAt, notesFound, log, minutes: options.minutes });
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    cluster.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function printSoakFigures(run: {
  soakLog: ReturnType<typeof newSoakLog>;
  probes: ProbeRecord[];
  servers: SoakServer[];
  startedAt: number;
  endsAt: number;
  stoppedSendingAt: number;
  notesFound: number;
  minutes: number;
  log: (line: string) => void;
}): [string, string][] {
  const { soakLog, log } = run;
  const summary: [string, string][] = [];
  const recoveries = faultRecoveries(soakLog, run.probes, run.servers.map((server) => server.name));
  const statuses = statusCounts(soakLog.calls, recoveries);
  const elapsedS = (run.endsAt - run.startedAt) / 1000;
  log(`requests: ${soakLog.calls.length} (${(soakLog.calls.length / elapsedS).toFixed(1)}/s) from ${soakLoad.clients} clients`);
  log(`  outside the fault windows, by status: ${counts(statuses.outside)}`);
  log(`  inside the fault windows, by status: ${counts(statuses.inside)}`);
  const errorsOutside = Object.entries(statuses.outside).filter(([status]) => status !== '200').reduce((sum, [, count]) => sum + count, 0);
  summary.push(['soak requests', `${soakLog.calls.length}; errors outside the fault windows: ${errorsOutside}; inside: ${counts(statuses.inside)}`]);
  log('latency per operation (answered calls, whole run):');
  for (const line of latencyByOperation(soakLog.calls)) {
    log(`  ${line.operation.padEnd(28)} ${String(line.count).padStart(6)} calls  p50 ${ms(line.p50)}, p95 ${ms(line.p95)}, p99 ${ms(line.p99)}`);
  }
  const deliveries = dashboardDelivery(soakLog, recoveries, run.stoppedSendingAt);
  for (const delivery of deliveries) {
    log(`tile events, dashboard ${delivery.name}: ${delivery.expected} sent outside the fault windows, ${delivery.received} received, ${delivery.refused} refused with an error reply to the tablet, ${delivery.resynced} shown by a refetch after a resync, ${delivery.lost} lost silently (${delivery.pushesTotal} pushes received in all)`);
    for (const lost of delivery.lostExamples) log(`  lost: patient ${lost.patientId} ${lost.pushTypes.join('|')} sent ${((lost.at - run.startedAt) / 1000).toFixed(1)} s in`);
  }
  summary.push(['soak tile events outside the fault windows (sent / received / refused and told / refetched after a resync / lost silently, per dashboard)', deliveries.map((delivery) => `${delivery.expected} / ${delivery.received} / ${delivery.refused} / ${delivery.resynced} / ${delivery.lost}`).join(', ')]);
  log(`tile-changing events sent in all: ${soakLog.tabletEvents.length}; error replies to tablets: ${soakLog.tabletErrors.length}`);
  const lostNotes = soakLog.acknowledgedNotes.length - run.notesFound;
  log(`acknowledged writes: ${soakLog.acknowledgedNotes.length} notes, ${run.notesFound} in the database afterwards (${lostNotes} lost)`);
  summary.push(['soak acknowledged writes lost', `${lostNotes} of ${soakLog.acknowledgedNotes.length}`]);
  for (const recovery of recoveries) {
    const api = Object.entries(recovery.apiMs).map(([server, value]) => `${server} ${seconds(value)}`).join(', ');
    const live = Object.entries(recovery.liveMs).map(([dashboard, value]) => `${dashboard} ${seconds(value)}`).join(', ');
    log(`fault '${recovery.fault.name}' at ${((recovery.fault.startedAt - run.startedAt) / 1000).toFixed(0)} s, ${((recovery.fault.endedAt - recovery.fault.startedAt) / 1000).toFixed(1)} s long:`);
    log(`  API answering again after: ${api}; live channel back after: ${live}`);
    log(`  what clients got during it: ${counts(recovery.statusesDuring)}; slowest answer ${ms(recovery.slowestDuringMs)}`);
    summary.push([`soak recovery after ${recovery.fault.name}`, `API ${api}; live ${live}`]);
  }
  const firstMinute = run.startedAt + Math.min(60_000, (run.endsAt - run.startedAt) / 10);
  for (const server of run.servers) {
    const first = readingAt(server.readings, firstMinute);
    const last = server.readings[server.readings.length - 1];
    const describe = (reading: typeof first) =>
      reading
        ? `RSS ${reading.metrics.rssMiB} MiB, heap ${reading.metrics.heapUsedMiB} MiB, event-loop delay p50 ${ms(reading.metrics.eventLoopDelayMs.p50)} p99 ${ms(reading.metrics.eventLoopDelayMs.p99)} max ${ms(reading.metrics.eventLoopDelayMs.max)}, loop busy ${Math.round(reading.metrics.eventLoopUtilization * 100)} %`
        : 'no reading';
    const at = (reading: typeof first) => (reading ? `minute ${((reading.at - run.startedAt) / 60_000).toFixed(1)}` : '?');
    log(`process ${server.name} at ${at(first)}: ${describe(first)}`);
    log(`process ${server.name} at ${at(last)}: ${describe(last)}`);
    summary.push([`soak process ${server.name} RSS, event-loop delay p99 (first minute → last)`, `${first?.metrics.rssMiB ?? '?'} → ${last?.metrics.rssMiB ?? '?'} MiB, ${first ? ms(first.metrics.eventLoopDelayMs.p99) : '?'} → ${last ? ms(last.metrics.eventLoopDelayMs.p99) : '?'}`]);
  }
  return summary;
}
