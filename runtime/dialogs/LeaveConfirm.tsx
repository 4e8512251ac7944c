import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { askConfirm } from './confirmStore';

/**
 * The unsaved-changes guard (a form screen's `leaveConfirm`): while `when.current` is true,
 * leaving for another route of the portal asks `message` in the confirmation dialog (Leave or
 * Stay) and goes only on Leave; closing or reloading the tab gets the browser's own question. It
 * reads a ref, so a save that clears the flag just before navigating is never asked about. Needs a
 * data router (`createBrowserRouter`, `createMemoryRouter` in tests).
 *
 * @example
 * <LeaveConfirm when={dirtyRef} message={message('leaveUnsaved')} />
 */
export function LeaveConfirm({ when, message }: { when: RefObject<boolean>; message: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when.current && currentLocation.pathname !== nextLocation.pathname);
  const asking = useRef(false);
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (when.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [when]);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void askConfirm({ title: message, confirmLabel: 'Leave', cancelLabel: 'Stay', danger: true }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, message]);
  return null;
}
