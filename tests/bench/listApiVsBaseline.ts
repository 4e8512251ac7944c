// The list API beside its floor (issue 27: "the list API p50/p95, throughput and server CPU per
// request beside a minimal Fastify + pg route running the same SQL with a token lookup", goals
// ≤ 1.2× p50 and ≥ 0.9× throughput). Both servers run as child processes on one PostgreSQL
// database: the real middleware (server/main.ts, as `npm start` runs it, the answer check off as
// in production) and baselineListServer.ts, which runs the statements the middleware's handler
// ran for the same request (recorded from it once). Each carries serverProbe.ts, which answers
// its CPU time and statement count over the IPC channel only the bench opens. The load is the
// same for both (autocannon, 50 connections, a 2 s warm-up uncounted), the two measured in turn,
// `rounds` times, the order swapped each round. Ratios are printed, never asserted.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type autocannon from 'autocannon';
import { waitForHttp } from '../../scripts/waitForHttp.mjs';
import { repoRoot } from '../e2e/harness/paths';
import { freePort } from '../e2e/harness/portalServer';
import { measureLoad, type LoadFigures } from './measureLoad';
import { apiToken, firstPageRequest } from './patientListLoad';
import { ms } from './percentile';
import type { ProbeQuestion, RecordedStatement } from './serverProbe';
import { stopChildProcess } from '../helpers/stopChildProcess';

/** A server process the bench can ask (serverProbe.ts). */
interface ProbedServer {
  baseUrl: string;
  ask<T>(question: ProbeQuestion): Promise<T>;
  stop(): Promise<void>;
}

/** One measured run of one server. */
export interface ServerRun extends LoadFigures {
  /** Server CPU (user + system) per answered request, in milliseconds. */
  cpuMsPerRequest: number;
  /** Statements sent to PostgreSQL per answered request. */
  statementsPerRequest: number;
}

export interface ListApiComparison {
  /** Statements the middleware sent for the first list call of a fresh sign-in, and the list's own. */
  firstCallStatements: number;
  listStatements: RecordedStatement[];
  middleware: ServerRun[];
  baseline: ServerRun[];
}

const probe = join(repoRoot, 'tests', 'bench', 'serverProbe.ts');


/** Spawns `entry` with the probe on a free port (PORT) and resolves once it answers HTTP. */
async function startProbedServer(entry: string, env: Record<string, string>, logFile: string): Promise<ProbedServer> {
  const port = await freePort();
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', probe, entry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let next = 0;
  const waiting = new Map<number, (answer: unknown) => void>();
  child.on('message', (message: { id: number; answer: unknown }) => waiting.get(message.id)?.(message.answer));
  const stop = async (): Promise<void> => {
    await stopChildProcess(child, 10_000);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(baseUrl, { timeoutMs: 600_000, isAlive: () => child.exitCode === null && child.signalCode === null });
  } catch (error) {
    await stop();
    throw new Error(`${entry} did not start (its log: ${logFile}): ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    baseUrl,
    stop,
    ask: <T>(ask: ProbeQuestion) =>
      new Promise<T>((resolve) => {
        next += 1;
        const id = next;
        waiting.set(id, (answer) => {
          waiting.delete(id);
          resolve(answer as T);
        });
        child.send({ id, ask });
      }),
  };
}

async function listCall(baseUrl: string, token: string): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/api/patient/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(firstPageRequest),
  });
  if (!response.ok) throw new Error(`POST /api/patient/list answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const answer = (await response.json()) as { data?: { total?: number } };
  return answer.data?.total;
}

/** Loads `server`'s list for `seconds` after a warm-up, reading its CPU time and statements around the measured run. */
async function measureServer(server: ProbedServer, token: string, seconds: number): Promise<ServerRun> {
  const total = await listCall(server.baseUrl, token);
  const options: autocannon.Options = {
    url: `${server.baseUrl}/api/patient/list`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(firstPageRequest),
    connections: 50,
    timeout: 120,
  };
  let cpuBefore: NodeJS.CpuUsage = { user: 0, system: 0 };
  let cpuAfter: NodeJS.CpuUsage = { user: 0, system: 0 };
  let statementsBefore = 0;
  let statementsAfter = 0;
  const figures = await measureLoad(options, seconds, total, {
    before: async () => {
      cpuBefore = await server.ask<NodeJS.CpuUsage>('cpu');
      statementsBefore = await server.ask<number>('statements');
    },
    after: async () => {
      cpuAfter = await server.ask<NodeJS.CpuUsage>('cpu');
      statementsAfter = await server.ask<number>('statements');
    },
  });
  const answered = Math.max(1, figures.requests);
  const cpuMicros = cpuAfter.user - cpuBefore.user + (cpuAfter.system - cpuBefore.system);
  return { ...figures, cpuMsPerRequest: cpuMicros / 1000 / answered, statementsPerRequest: (statementsAfter - statementsBefore) / answered };
}

/**
 * Starts the middleware on `databaseUrl` (seeded), records the statements of one list call, starts
 * the baseline with the list's statements, and measures both `rounds` times in turn.
 *
 * @example
 * const comparison = await compareListApiWithBaseline(databaseUrl, log);
 */
export async function compareListApiWithBaseline(
  databaseUrl: string,
  log: (line: string) => void,
  options: { rounds?: number; seconds?: number } = {},
): Promise<ListApiComparison> {
  const rounds = options.rounds ?? 4;
  const seconds = options.seconds ?? 10;
  const logDir = join(repoRoot, 'test-results', 'bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-listapi-'));
  const servers: ProbedServer[] = [];
  try {
    // As `npm start` runs it (demo mode, Fastify's logger on), the answer check off as in production.
    const middleware = await startProbedServer(
      join(repoRoot, 'server', 'main.ts'),
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CADENCE_DEMO: '1', ANSWER_CHECK: 'off', HOST: '127.0.0.1' },
      join(logDir, 'listapi-middleware.log'),
    );
    servers.push(middleware);
    const token = await apiToken(middleware.baseUrl, 'csmanager');
    await middleware.ask('record');
    await listCall(middleware.baseUrl, token);
    const firstCall = await middleware.ask<RecordedStatement[]>('recorded');
    const listStatements = firstCall.filter((statement) => /\bfrom patients p\b/.test(statement.text));
    if (listStatements.length === 0) throw new Error('no statement of the patient list was recorded from the middleware');
    log(`the middleware sent ${firstCall.length} statements for the first list call of a fresh sign-in, ${listStatements.length} of them the list's own`);

    const baseline = await startProbedServer(
      join(repoRoot, 'tests', 'bench', 'baselineListServer.ts'),
      { DATABASE_URL: databaseUrl, LIST_STATEMENTS: JSON.stringify(listStatements) },
      join(logDir, 'listapi-baseline.log'),
    );
    servers.push(baseline);
    const comparison: ListApiComparison = { firstCallStatements: firstCall.length, listStatements, middleware: [], baseline: [] };
    // A first run of each, not counted: the middleware's first seconds (code compiled, caches
    // filled) would otherwise weigh on its first round alone.
    log('a first run of each server, not counted');
    await measureServer(middleware, token, 3);
    await measureServer(baseline, token, 3);
    for (let round = 1; round <= rounds; round += 1) {
      // In turn, the order swapped every round, so a drift of the shared machine weighs on both.
      const middlewareFirst = round % 2 === 1;
      log(`round ${round} of ${rounds}: ${middlewareFirst ? 'the middleware, then the baseline' : 'the baseline, then the middleware'}, ${seconds} s each`);
      if (middlewareFirst) comparison.middleware.push(await measureServer(middleware, token, seconds));
      comparison.baseline.push(await measureServer(baseline, token, seconds));
      if (!middlewareFirst) comparison.middleware.push(await measureServer(middleware, token, seconds));
    }
    return comparison;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The figures of several runs of one server: p50, p95, throughput, CPU and statements as means over the runs. */
export function meanRun(runs: readonly ServerRun[]): Pick<ServerRun, 'p50' | 'p95' | 'throughput' | 'cpuMsPerRequest' | 'statementsPerRequest' | 'requests' | 'non2xx' | 'errors'> {
  return {
    p50: mean(runs.map((run) => run.p50)),
    p95: mean(runs.map((run) => run.p95)),
    throughput: mean(runs.map((run) => run.throughput)),
    cpuMsPerRequest: mean(runs.map((run) => run.cpuMsPerRequest)),
    statementsPerRequest: mean(runs.map((run) => run.statementsPerRequest)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** The comparison as table lines: one row per run and per server's mean, then the ratios against the goals. */
export function comparisonTable(comparison: ListApiComparison): string[] {
  const row = (name: string, run: ReturnType<typeof meanRun>): string[] => [
    name,
    ms(run.p50),
    ms(run.p95),
    `${Math.round(run.throughput)}`,
    `${run.cpuMsPerRequest.toFixed(2)} ms`,
    run.statementsPerRequest.toFixed(2),
    `${run.requests} / ${run.non2xx} / ${run.errors}`,
  ];
  const rows: string[][] = [['', 'p50', 'p95', 'req/s', 'CPU/request', 'statements/request', 'requests / non-2xx / errors']];
  comparison.middleware.forEach((run, index) => {
    rows.push(row(`middleware, round ${index + 1}`, meanRun([run])));
    rows.push(row(`baseline, round ${index + 1}`, meanRun([comparison.baseline[index]!])));
  });
  const middleware = meanRun(comparison.middleware);
  const baseline = meanRun(comparison.baseline);
  rows.push(row('middleware (mean)', middleware));
  rows.push(row('baseline (mean)', baseline));
  const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
  rows.push([
    'middleware ÷ baseline',
    `${ratio(middleware.p50, baseline.p50)} (goal ≤ 1.2×)`,
    ratio(middleware.p95, baseline.p95),
    `${ratio(middleware.throughput, baseline.throughput)} (goal ≥ 0.9×)`,
    ratio(middleware.cpuMsPerRequest, baseline.cpuMsPerRequest),
    ratio(middleware.statementsPerRequest, baseline.statementsPerRequest),
    '',
  ]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
  return rows.map((cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}
