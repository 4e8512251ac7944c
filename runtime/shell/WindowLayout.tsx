import './mantineStyles';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../session/SessionContext';
import { ConsentDialog } from './ConsentDialog';
import { IdleDialog } from './IdleDialog';
import { NonProductionBanner } from './NonProductionBanner';
import { SessionNotices } from './SessionNotices';

/**
 * The frame of a screen opened in a browser window of its own (a screen spec's `layout: window`:
 * the ROMTime call window): the page alone, without the header and the side menu, and the
 * session's part of the shell — the non-production banner, the session's notices, the privacy
 * consent ([privacy-consent-required]) and the idle warning, which live-video mode keeps away
 * during a call ([idle-warning-suppressed-video]).
 */
export function WindowLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <>
      <Box component="main" data-testid="window-frame">
        <NonProductionBanner middlewareVersion={session.middlewareVersion} />
        <SessionNotices maintenance={session.maintenance} notice={session.notice} />
        {children}
      </Box>
      <ConsentDialog
        opened={!session.consented}
        busy={session.busy}
        onAccept={() => session.send({ type: 'ACCEPT_POLICY' })}
        onDecline={() => session.send({ type: 'DECLINE_POLICY' })}
      />
      <IdleDialog opened={session.idleWarning && session.consented} onStay={() => session.send({ type: 'STAY' })} />
    </>
  );
}
