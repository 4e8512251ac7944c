import { constants } from '../../src/generated/catalog';
import { setRomTimeWindow } from '../rtmDashboard/romTimeWindow';
import { callWindowPath } from './callWindowPath';

/** The window's name: a second call reuses (and focuses) the open call window. */
export const callWindowName = 'romTimeCall';

/** `window.open`, as a port (tests pass a fake). */
export type WindowOpener = (url: string, target: string, features: string) => Window | null;

/**
 * Opens the ROMTime call window for a patient: a separate 1280x720 browser window ([video-window])
 * on the call route, remembered so that 'Focus ROMTime Window' brings it forward and a completed
 * tile closes it. Null when the browser blocked the pop-up.
 *
 * @example
 * openCallWindow(7); // a 1280x720 window on /call/7
 */
export function openCallWindow(patientId: number, open: WindowOpener = (url, target, features) => window.open(url, target, features)): Window | null {
  const features = `popup,width=${String(constants.videoCallWindowWidth)},height=${String(constants.videoCallWindowHeight)}`;
  const opened = open(callWindowPath(patientId), callWindowName, features);
  setRomTimeWindow(opened);
  opened?.focus();
  return opened;
}
