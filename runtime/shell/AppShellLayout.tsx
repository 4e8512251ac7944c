import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { matchPath, useNavigate } from 'react-router';
import { constants } from '../../src/generated/catalog';
import { toRouterPath } from '../router/toRouterPath';
import { useSession } from '../session/SessionContext';
import { BuildInfoFooter } from './BuildInfoFooter';
import { ConsentDialog } from './ConsentDialog';
import { HeaderBar } from './HeaderBar';
import { IdleDialog } from './IdleDialog';
import { menuEntries, type MenuScreen } from './menuEntries';
import { NonProductionBanner } from './NonProductionBanner';
import { cutPracticeName } from './practiceLabel';
import { SessionNotices } from './SessionNotices';
import { SideMenu } from './SideMenu';

const ADD_PATIENT_PATH = '/patientInformation/new';

/** Props of {@link AppShellLayout}. */
export interface AppShellLayoutProps {
  /** The screen specs; their `menu` entries make the side menu. */
  screens: readonly MenuScreen[];
  children: ReactNode;
}

/**
 * The signed-in frame: header, side menu and the routed page, plus the session's dialogs
 * (privacy consent, idle warning) and notices. Below 1217 px the menu becomes a drawer opened by
 * the burger ([mobile-breakpoint]); on wide screens it stays open while pinned.
 */
export function AppShellLayout({ screens, children }: AppShellLayoutProps) {
  const session = useSession();
  const navigate = useNavigate();
  const breakpoint = Number(constants.mobileBreakpointPx);
  const mobile = useMediaQuery(`(max-width: ${breakpoint - 1}px)`) ?? false;
  const [desktopOpened, setDesktopOpened] = useState(true);
  const [mobileOpened, setMobileOpened] = useState(false);
  const [pinned, setPinned] = useState(true);
  const menuOpened = mobile ? mobileOpened : desktopOpened;

  const entries = menuEntries(screens, session.can);
  const addPatient = screens.find(
    (screen) =>
      matchPath({ path: toRouterPath(screen.route), end: true }, ADD_PATIENT_PATH) !== null &&
      session.can(screen.access),
  );
  const user = session.user;
  const actingLabel = session.practice
    ? cutPracticeName(session.practice.name, Number(constants.headerPracticeNameMax))
    : [user?.first_name, user?.last_name].filter(Boolean).join(' ') || (user?.username ?? '');

  function toggleMenu() {
    if (mobile) setMobileOpened((opened) => !opened);
    else setDesktopOpened((opened) => !opened);
  }

  function afterNavigate() {
    if (mobile) setMobileOpened(false);
    else if (!pinned) setDesktopOpened(false);
  }

  function logout() {
    // Logout always returns to / ([logout-always-home]); the machine clears the session even when
    // the call fails.
    session.send({ type: 'LOGOUT' });
    void navigate('/', { replace: true });
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint, collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
      // The menu opens and closes with the spec's fade ([menu-fade]).
      transitionDuration={Number(constants.menuFadeMs)}
    >
      <AppShell.Header>
        <HeaderBar
          menuOpened={menuOpened}
          onToggleMenu={toggleMenu}
          pinned={pinned}
          onTogglePin={() => setPinned((value) => !value)}
          mobile={mobile}
          addPatientTo={addPatient ? ADD_PATIENT_PATH : undefined}
          actingLabel={actingLabel}
        />
      </AppShell.Header>
      <AppShell.Navbar id="cadence-side-menu" aria-label="Main menu" p="xs">
        <SideMenu
          entries={entries}
          versionLabel={String(constants.versionLabel)}
          onNavigate={afterNavigate}
          onLogout={logout}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <NonProductionBanner middlewareVersion={session.middlewareVersion} />
        <SessionNotices maintenance={session.maintenance} notice={session.notice} />
        {children}
        <BuildInfoFooter
          roleId={user?.role_id}
          versionLabel={String(constants.versionLabel)}
          middlewareVersion={session.middlewareVersion}
          mfgApi={session.mfgApi}
        />
      </AppShell.Main>
      <ConsentDialog
        opened={!session.consented}
        busy={session.busy}
        onAccept={() => session.send({ type: 'ACCEPT_POLICY' })}
        onDecline={() => session.send({ type: 'DECLINE_POLICY' })}
      />
      <IdleDialog
        opened={session.idleWarning && session.consented}
        onStay={() => session.send({ type: 'STAY' })}
      />
    </AppShell>
  );
}
