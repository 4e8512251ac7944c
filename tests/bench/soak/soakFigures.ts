// Turns the soak's raw records into the figures it prints: requests and errors, latency per
// operation, tile events sent against received by each dashboard outside the fault windows,
// recovery after each fault, and each process's memory and event-loop delay over the run.
import { percentile } from '../percentile';
import type { MetricsReading } from './soakServer';
import type { CallRecord, DashboardLog, FaultWindow, SoakLog, TabletEvent } from './soakLog';

/** A health probe's answer: one cheap database-backed call per server every probe interval. */
export interface ProbeRecord {
  server: string;
  startedAt: number;
  status: number;
}

export interface FaultRecovery {
  fault: FaultWindow;
  /** Per server: from the database being back to the first answered probe (ms). */
  apiMs: Record<string, number | undefined>;
  /** Per dashboard: from the database being back to its live channel's resync (ms). */
  liveMs: Record<string, number | undefined>;
  /** The statuses the portal clients got while the fault lasted, and the slowest answer then. */
  statusesDuring: Record<string, number>;
  slowestDuringMs: number;
  /** Events sent from this moment on must reach every dashboard. */
  windowEnd: number;
}

export interface DashboardDelivery {
  name: string;
  /** Tile events sent outside the fault windows. */
  expected: number;
  received: number;
  /** Not received, but the tablet was answered with an error (the server refused it, and said so). */
  refused: number;
  /** Not received, but the dashboard was told to refetch its tiles afterwards (a `resync`), which shows it. */
  resynced: number;
  /** Not received, and the tablet was told nothing: what must be 0. */
  lost: number;
  /** Lost events, a few, for the record. */
  lostExamples: TabletEvent[];
  /** Every push the dashboard received, windows included. */
  pushesTotal: number;
}

const firstAtOrAfter = (times: readonly number[], at: number) => times.filter((time) => time >= at).sort((a, b) => a - b)[0];

/** How each fault ended: API and live-channel recovery, and what callers saw during it. */
export function faultRecoveries(log: SoakLog, probes: readonly ProbeRecord[], servers: readonly string[]): FaultRecovery[] {
  return log.faults.map((fault) => {
    const apiMs: Record<string, number | undefined> = {};
    for (const server of servers) {
      const answered = firstAtOrAfter(
        probes.filter((probe) => probe.server === server && probe.status === 200).map((probe) => probe.startedAt),
        fault.endedAt,
      );
      apiMs[server] = answered === undefined ? undefined : answered - fault.endedAt;
    }
    const liveMs: Record<string, number | undefined> = {};
    for (const dashboard of log.dashboards) {
      const resync = firstAtOrAfter(dashboard.resyncs, fault.startedAt);
      liveMs[dashboard.name] = resync === undefined ? undefined : Math.max(0, resync - fault.endedAt);
    }
    const during = log.calls.filter((call) => call.startedAt >= fault.startedAt && call.startedAt <= fault.endedAt);
    const statusesDuring: Record<string, number> = {};
    for (const call of during) statusesDuring[String(call.status)] = (statusesDuring[String(call.status)] ?? 0) + 1;
    // Recovered once every server answers and every dashboard's live channel is back.
    const recovered = Math.max(fault.endedAt, ...[...Object.values(apiMs), ...Object.values(liveMs)].map((ms) => fault.endedAt + (ms ?? 0)));
    return {
      fault,
      apiMs,
      liveMs,
      statusesDuring,
      slowestDuringMs: Math.max(0, ...during.map((call) => call.ms)),
      // A second of margin either side: a tablet's event and the fault's first effect race.
      windowEnd: recovered + 1_000,
    };
  });
}

/** Whether `at` falls in a fault window: from a second before the fault to the API's and the live channel's recovery. */
function inWindow(at: number, recoveries: readonly FaultRecovery[]): boolean {
  return recoveries.some((recovery) => at >= recovery.fault.startedAt - 1_000 && at <= recovery.windowEnd);
}

/** How long after a tablet's message an error reply may come and still answer it (a busy server's queue). */
const errorReplyWithinMs = 15_000;

/**
 * Matches each tile event sent outside the fault windows with a push of its patient and one of
 * its push types, received at or after it, each push used once. An unmatched event whose tablet
 * got an error reply after it (within 15 s) was refused, and the tablet knows; one the dashboard
 * refetched its tiles after (a resync within 15 s) reached it that way; one with neither is lost
 * silently, the failure the soak looks for.
 */
export function dashboardDelivery(log: SoakLog, recoveries: readonly FaultRecovery[], stoppedSendingAt: number): DashboardDelivery[] {
  const told = (event: TabletEvent) => log.tabletErrors.some((error) => error.patientId === event.patientId && error.at >= event.at && error.at - event.at <= errorReplyWithinMs);
  const expected = log.tabletEvents.filter((event) => event.at <= stoppedSendingAt && !inWindow(event.at, recoveries)).sort((a, b) => a.at - b.at);
  return log.dashboards.map((dashboard: DashboardLog) => {
    const byPatient = new Map<number, { type: string; at: number; used: boolean }[]>();
    for (const push of dashboard.pushes) {
      const list = byPatient.get(push.patientId) ?? [];
      list.push({ type: push.type, at: push.at, used: false });
      byPatient.set(push.patientId, list);
    }
    for (const list of byPatient.values()) list.sort((a, b) => a.at - b.at);
    const lost: TabletEvent[] = [];
    let refused = 0;
    let resynced = 0;
    const resyncedAfter = (event: TabletEvent) => dashboard.resyncs.some((at) => at >= event.at && at - event.at <= errorReplyWithinMs);
    for (const event of expected) {
      const match = byPatient.get(event.patientId)?.find((push) => !push.used && push.at >= event.at && event.pushTypes.includes(push.type));
      if (match) match.used = true;
      else if (told(event)) refused += 1;
      else if (resyncedAfter(event)) resynced += 1;
      else lost.push(event);
    }
    return {
      name: dashboard.name,
      expected: expected.length,
      received: expected.length - lost.length - refused - resynced,
      refused,
      resynced,
      lost: lost.length,
      lostExamples: lost.slice(0, 5),
      pushesTotal: dashboard.pushes.length,
    };
  });
}

export interface OperationLatency {
  operation: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** p50/p95/p99 of the answered (200) calls of each operation, busiest first. */
export function latencyByOperation(calls: readonly CallRecord[]): OperationLatency[] {
  const byOperation = new Map<string, number[]>();
  for (const call of calls) {
    if (call.status !== 200) continue;
    const list = byOperation.get(call.operation) ?? [];
    list.push(call.ms);
    byOperation.set(call.operation, list);
  }
  return [...byOperation]
    .map(([operation, times]) => ({ operation, count: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) }))
    .sort((a, b) => b.count - a.count);
}

/** Answers by status, in and outside the fault windows. */
export function statusCounts(calls: readonly CallRecord[], recoveries: readonly FaultRecovery[]): { outside: Record<string, number>; inside: Record<string, number> } {
  const outside: Record<string, number> = {};
  const inside: Record<string, number> = {};
  for (const call of calls) {
    const counts = inWindow(call.startedAt, recoveries) ? inside : outside;
    counts[String(call.status)] = (counts[String(call.status)] ?? 0) + 1;
  }
  return { outside, inside };
}

/** The process's reading nearest to `at` (the first one at or after it, else the last). */
export function readingAt(readings: readonly MetricsReading[], at: number): MetricsReading | undefined {
  return readings.find((reading) => reading.at >= at) ?? readings[readings.length - 1];
}
