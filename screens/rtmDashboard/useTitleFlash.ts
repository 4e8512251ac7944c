import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { message } from '../../src/generated/catalog';
import { titleFlashMachine } from '../../machines/rtmRoom/titleFlashMachine';

/**
 * Flashes the tab title once the dashboard's tab has been hidden 8 minutes, every second, until
 * the tab is shown again ([rtm-tab-title-flash]); the title is restored when the dashboard closes.
 *
 * @example
 * useTitleFlash();
 */
export function useTitleFlash(): void {
  const flash = useActorRef(titleFlashMachine);
  const alerting = useSelector(flash, (snapshot) => snapshot.context.alerting);
  useEffect(() => {
    const report = () => flash.send({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [flash]);
  useEffect(() => {
    if (!alerting) return;
    const title = document.title;
    document.title = message('rtmTitleFlash');
    return () => {
      document.title = title;
    };
  }, [alerting]);
}
