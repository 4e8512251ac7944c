import { constants } from '../../src/generated/catalog';
import { portalSessionStore } from '../api/portalApi';
import { createRemoteConsoleLog } from './remoteConsoleLog';
import { sendRemoteLog } from '../api/sendRemoteLog';

/**
 * Starts the portal's remote console log ([remote-console-log]): console output is queued (up to
 * 100000 entries) and shipped to the middleware (POST remote_log) every few seconds while a
 * session exists, and once more when the page is hidden. Returns the function that stops it.
 *
 * @example
 * startRemoteConsoleLog(); // in main.tsx, before the app renders
 */
export function startRemoteConsoleLog(): () => void {
  const log = createRemoteConsoleLog({
    console: window.console,
    send: sendRemoteLog,
    canSend: () => portalSessionStore().read() !== undefined,
    now: Date.now,
    page: () => window.location.pathname,
    queueMax: Number(constants.remoteLogQueueMax),
    batchMax: Number(constants.remoteLogBatchMax),
  });
  const restore = log.install();
  const timer = window.setInterval(() => void log.flush(), Number(constants.remoteLogFlushMs));
  const onHide = () => {
    if (document.visibilityState === 'hidden') void log.flush();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHide);
    restore();
  };
}
