import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/**
 * Asks `message` (Stay or Leave, in the portal's confirmation dialog) when the user leaves the
 * page while `when.current` is true: a route change inside the portal is held until answered,
 * and closing or reloading the tab gets the browser's own question. It reads a ref, so a save
 * that clears the flag just before navigating is never asked about. The wizard's guard until the
 * runtime's form-screen `leaveConfirm` lands.
 *
 * @example
 * <LeaveConfirm when={dirtyRef} message="Leave this page? Unsaved changes will be lost." />
 */
export function LeaveConfirm({ when, message }: { when: RefObject<boolean>; message: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (when.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [when]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={message}
      cancelLabel="Stay"
      confirmLabel="Leave"
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
