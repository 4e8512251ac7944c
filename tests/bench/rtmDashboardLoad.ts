// The RTM dashboard under load, measured in Chromium (issue 12, section 2 "Performance"): a room of
// about 500 tiles (the simulator's patients as they join, and Generate Fake Patients, whose 100
// simulated tablets the middleware runs itself at 0.5 events a second each) receives about 100
// events a second from simulated tablets (simulator/runSimulation.ts: `patients` tablets at
// `rate` events a second each, plus the fake patients'). In the page, each push is timestamped on arrival at the socket
// (performance.now(), before the portal's own handler runs); at the next React commit after it
// (React's DevTools hook, which production builds call too) a requestAnimationFrame and a message
// posted from it mark the first paint that shows it: event-to-paint. Frame times are the deltas
// between consecutive requestAnimationFrame callbacks over the same window. The gateway pushes a
// progress event only when what the tile shows changes (server/patientApp), so fewer pushes reach
// the page than the simulator sends; both rates are reported.
import type { Page } from 'playwright-core';
import { runSimulation } from '../../simulator/runSimulation';
import { launchChromium, openPortalPage } from '../e2e/harness/browser';
import { signIn } from '../e2e/harness/signIn';
import { percentile } from './percentile';

export interface RtmDashboardLoadOptions {
  /** Whether to press Generate Fake Patients once monitoring (100 tablets at 0.5 events a second, run by the middleware). */
  fakePatients: boolean;
  /** Simulated tablets, and events a second each: 400 × 0.125 is 50 events a second. */
  simulatedPatients: number;
  rate: number;
  /** Measured after a warm-up of `warmUpMs`. */
  warmUpMs: number;
  measureMs: number;
}

export interface RtmDashboardLoadFigures {
  tiles: number;
  /** Pushes that reached the page in the measured window, and their rate. */
  pushes: number;
  pushesPerSecond: number;
  /** Events the simulator sent a second over the window. */
  sentPerSecond: number;
  eventToPaint: { p50: number; p95: number; max: number; count: number };
  /**
   * From the simulated tablet's send to the paint (issue 27: measured from the send): each painted
   * push of a simulated patient timed from that tablet's last message sent before the push
   * arrived. Pushes with no send in the 5 s before (the server's own, e.g. the fake patients'
   * tablets the middleware runs) are left out and counted in `unmatched`.
   */
  sendToPaint: { p50: number; p95: number; max: number; count: number; unmatched: number };
  frame: { p50: number; p95: number; max: number; count: number };
  /**
   * Frames that took longer than one and a half display intervals (the median delta): a frame
   * dropped. At 60 Hz an idle page's deltas are 16.7 ms, so the p95 of the deltas cannot go below
   * the interval; dropped frames say whether work ever held a frame back.
   */
  droppedFrames: number;
  /** Chromium's long animation frames (over 50 ms of work): how many, and the longest. */
  longAnimationFrames: { count: number; max: number };
}

/** A push the page painted: whose, and when it arrived and was painted (wall clock, ms). */
interface PaintedPush {
  patientId: number;
  arrived: number;
  painted: number;
}

interface PageFigures {
  latencies: number[];
  paintedPushes: PaintedPush[];
  frames: number[];
  pushes: number;
  /** Durations of the long animation frames (over 50 ms of work). */
  longFrames: number[];
}

declare global {
  interface Window {
    cadenceRtmBench?: { reset(): void; read(): PageFigures };
  }
}

/**
 * Installed before the portal's first script: wraps WebSocket so that every push is stamped on
 * arrival, stands in for React's DevTools hook to hear each commit, and runs a frame loop. Kept
 * as JavaScript text: a function passed to the page would carry the TypeScript loader's helpers
 * (`__name`), which the page does not have.
 */
const instrumentPage = `(() => {
  let latencies = [];
  let frames = [];
  let pushes = 0;
  let pending = [];
  // Each painted push with its patient and wall-clock arrival and paint (Node matches it with the
  // tablet's send: both clocks are this machine's).
  let paintedPushes = [];
  const settle = (stamps) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const painted = performance.now();
      for (const stamp of stamps) {
        latencies.push(painted - stamp.at);
        if (stamp.patientId !== undefined) paintedPushes.push({ patientId: stamp.patientId, arrived: performance.timeOrigin + stamp.at, painted: performance.timeOrigin + painted });
      }
    };
    channel.port2.postMessage(undefined);
  });
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.startsWith('{"type":"push"')) {
          const at = performance.now();
          pushes += 1;
          let patientId;
          try {
            patientId = JSON.parse(event.data).patient_id;
          } catch {
            patientId = undefined;
          }
          pending.push({ at, patientId: typeof patientId === 'number' ? patientId : undefined });
        }
      });
    }
  };
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject: (renderer) => { renderers.set(renderers.size + 1, renderer); return renderers.size; },
    onCommitFiberRoot: () => {
      if (pending.length === 0) return;
      const stamps = pending;
      pending = [];
      settle(stamps);
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  // Chromium's Long Animation Frames: every frame whose work took over 50 ms, with its duration.
  let longFrames = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longFrames.push(entry.duration);
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    // a browser without the API reports none
  }
  let last = performance.now();
  const frame = (now) => {
    frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.cadenceRtmBench = {
    reset: () => { latencies = []; frames = []; pushes = 0; longFrames = []; paintedPushes = []; },
    read: () => ({ latencies, frames, pushes, longFrames, paintedPushes }),
  };
})();`;

/** Calls the middleware from the page with the session's token, as the portal would. */
function postFromTab(page: Page, path: string): Promise<number> {
  return page.evaluate(async (path) => {
    const stored = JSON.parse(window.sessionStorage.getItem('cadence.session') ?? window.localStorage.getItem('cadence.session') ?? '{}') as { token?: string };
    const response = await fetch(`/api/${path}`, { method: 'POST', headers: { authorization: `Bearer ${stored.token ?? ''}` } });
    return response.status;
  }, path);
}

const summarize = (values: readonly number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: values.length === 0 ? Number.NaN : Math.max(...values),
  count: values.length,
});

/** The send-to-paint times of the painted pushes whose tablet sent within 5 s before they arrived. */
function sendToPaint(painted: readonly PaintedPush[], sends: ReadonlyMap<number, readonly number[]>): RtmDashboardLoadFigures['sendToPaint'] {
  const times: number[] = [];
  let unmatched = 0;
  for (const push of painted) {
    const sent = (sends.get(push.patientId) ?? []).findLast((at) => at <= push.arrived);
    if (sent === undefined || push.arrived - sent > 5_000) unmatched += 1;
    else times.push(push.painted - sent);
  }
  return { ...summarize(times), unmatched };
}

/**
 * Signs the super admin in on /admin/rtmDashboard, starts the simulator, starts monitoring, adds
 * the fake patients and measures the room under the tablets' events.
 *
 * @example
 * const figures = await measureRtmDashboard(server.baseUrl, { fakePatients: true, simulatedPatients: 400, rate: 0.125, warmUpMs: 25_000, measureMs: 30_000 });
 */
export async function measureRtmDashboard(baseUrl: string, options: RtmDashboardLoadOptions): Promise<RtmDashboardLoadFigures> {
  const browser = await launchChromium();
  /** Wall-clock times of every message each simulated tablet sent, in order. */
  const sends = new Map<number, number[]>();
  let simulation: Awaited<ReturnType<typeof runSimulation>> | undefined;
  try {
    const { page } = await openPortalPage(browser, baseUrl);
    await page.addInitScript({ content: instrumentPage });
    await page.goto('/admin/rtmDashboard');
    await signIn(page, baseUrl, 'superadmin');
    // The simulator first, on the demo's patients (the device listing leaves the fake patients,
    // whose tablets the middleware runs, out).
    simulation = await runSimulation({
      baseUrl,
      patients: options.simulatedPatients,
      rate: options.rate,
      answer: 'none',
      seed: 12,
      onSent: (patientId) => {
        const times = sends.get(patientId) ?? [];
        times.push(Date.now());
        sends.set(patientId, times);
      },
    });
    await simulation.welcomed();

    await page.getByRole('button', { name: 'Start Monitoring' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^Room /).waitFor();
    // Fake patients pedal while the room is open: their tiles come as pushes, through the gateway.
    if (options.fakePatients) {
      const status = await postFromTab(page, 'remote_monitor_log/fake_patients');
      if (status !== 200) throw new Error(`Generate Fake Patients answered ${String(status)}`);
    }
    await page.waitForTimeout(options.warmUpMs);

    const sentBefore = Object.values(simulation.counts().sent).reduce((sum, count) => sum + count, 0);
    await page.evaluate(() => window.cadenceRtmBench?.reset());
    const started = Date.now();
    await page.waitForTimeout(options.measureMs);
    const measured = await page.evaluate(() => window.cadenceRtmBench?.read() ?? { latencies: [], frames: [], pushes: 0, longFrames: [], paintedPushes: [] });
    const seconds = (Date.now() - started) / 1000;
    const sentAfter = Object.values(simulation.counts().sent).reduce((sum, count) => sum + count, 0);
    const tiles = await page.locator('[data-testid^="rtm-tile-"]').count();
    if (measured.latencies.length === 0) throw new Error(`no push was painted (${String(measured.pushes)} reached the page, ${String(tiles)} tiles, ${String(measured.frames.length)} frames)`);
    return {
      tiles,
      pushes: measured.pushes,
      pushesPerSecond: measured.pushes / seconds,
      sentPerSecond: (sentAfter - sentBefore) / seconds,
      eventToPaint: summarize(measured.latencies),
      sendToPaint: sendToPaint(measured.paintedPushes, sends),
      frame: summarize(measured.frames),
      droppedFrames: measured.frames.filter((frame) => frame > 1.5 * percentile(measured.frames, 50)).length,
      longAnimationFrames: { count: measured.longFrames.length, max: measured.longFrames.length === 0 ? 0 : Math.max(...measured.longFrames) },
    };
  } finally {
    await simulation?.stop();
    await browser.close();
  }
}
