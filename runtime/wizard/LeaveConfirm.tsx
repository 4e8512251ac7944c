import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks `message` (Leave or Stay) when the user leaves the page while `when.current` is true:
 * a route change inside the portal is held until answered, and closing or reloading the tab gets
 * the browser's own question. The wizard's minimal guard until the runtime's form-screen
 * `leaveConfirm` lands; it reads a ref, so a save that clears the flag is never asked about.
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
  const asking = blocker.state === 'blocked';
  return (
    <Modal opened={asking} onClose={() => blocker.reset?.()} withCloseButton={false} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
