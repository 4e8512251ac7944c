let callWindow: Window | null = null;

/**
 * Remembers the ROMTime call window, so that 'Focus ROMTime Window' brings it forward. The video
 * call (the next issue) opens it; until then there is none.
 */
export function setRomTimeWindow(opened: Window | null): void {
  callWindow = opened;
}

/**
 * Brings the ROMTime call window to the front ([rtm-focus-window]); false when none is open.
 *
 * @example
 * if (!focusRomTimeWindow()) showNotice('No call window is open');
 */
export function focusRomTimeWindow(): boolean {
  if (callWindow === null || callWindow.closed) return false;
  callWindow.focus();
  return true;
}

/** Whether a ROMTime call window is open. */
export function romTimeWindowOpen(): boolean {
  return callWindow !== null && !callWindow.closed;
}

/**
 * Closes the ROMTime call window, as a tile turning COMPLETE or a snoozed request asks
 * ([rtm-complete-closes-call], [rtm-snooze-push]); nothing when none is open.
 *
 * @example
 * closeRomTimeWindow();
 */
export function closeRomTimeWindow(): void {
  if (callWindow !== null && !callWindow.closed) callWindow.close();
  callWindow = null;
}
