// The call window is another browser window: it tells the window that opened it (the RTM
// dashboard's tile, the patient profile) how the call goes over a same-origin BroadcastChannel,
// so that a tile hears CALL_CONNECTED / CALL_ENDED and the dashboard knows a call is in progress.

/** What the call window reports about its call. */
export type CallReport =
  | { type: 'callStarted'; patientId: number }
  | { type: 'callConnected'; patientId: number }
  | { type: 'callEnded'; patientId: number };

/** The channel's name: one per origin, every window of the portal hears it. */
export const callReportChannelName = 'cadence.romTimeCall';

/** The part of BroadcastChannel used here, so tests may pass their own. */
export interface ReportChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

function isCallReport(value: unknown): value is CallReport {
  if (typeof value !== 'object' || value === null) return false;
  const type: unknown = Reflect.get(value, 'type');
  const patientId: unknown = Reflect.get(value, 'patientId');
  return (type === 'callStarted' || type === 'callConnected' || type === 'callEnded') && typeof patientId === 'number';
}

const openChannel = (): ReportChannel => new BroadcastChannel(callReportChannelName);

/**
 * Sends one report to every other window of the portal.
 *
 * @example
 * postCallReport({ type: 'callConnected', patientId: 7 });
 */
export function postCallReport(report: CallReport, channel: () => ReportChannel = openChannel): void {
  const opened = channel();
  opened.postMessage(report);
  opened.close();
}

/**
 * Listens to the reports of call windows until the returned function is called.
 *
 * @example
 * const stop = listenToCallReports((report) => tiles.send(report));
 * stop();
 */
export function listenToCallReports(listener: (report: CallReport) => void, channel: () => ReportChannel = openChannel): () => void {
  const opened = channel();
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (isCallReport(data)) listener(data);
  };
  opened.addEventListener('message', onMessage);
  return () => {
    opened.removeEventListener('message', onMessage);
    opened.close();
  };
}
