import './mantineStyles';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { matchPath, useNavigate } from 'react-router';
import { constants, message } from '../../src/generated/catalog';
import type { OperationCall } from '../core/listSpec';
import { toRouterPath } from '../router/toRouterPath';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import type { ShellPart, ShellPartProps } from '../registry/shellParts';
import { useSession } from '../session/SessionContext';
import { BuildInfoFooter } from './BuildInfoFooter';
import { ConsentDialog } from './ConsentDialog';
import { HeaderBar } from './HeaderBar';
import { IdleDialog } from './IdleDialog';
import { menuEntries, menuOpenBody, type MenuOpen, type MenuScreen } from './menuEntries';
import { notifyError } from '../errors/notifyError';
import { NonProductionBanner } from './NonProductionBanner';
import { cutPracticeName } from './practiceLabel';
import { SessionNotices } from './SessionNotices';
import { SideMenu } from './SideMenu';
import { callOperation } from '../../runtime/api/callOperation';
import { specOperationQuery, usePortalQueryClient } from '../api/operationQueries';
import { isJsonObject } from '../api/jsonObject';

// A dialog screen's form (RJSF, its precompiled validators) loads only when its menu entry is chosen (Report Bug).
const DialogScreen = lazy(() => import('../form/DialogScreen').then((module) => ({ default: module.DialogScreen })));

/** Props of {@link AppShellLayout}. */
export interface AppShellLayoutProps {
  /** The screen specs; their `menu` entries make the side menu. */
  screens: readonly MenuScreen[];
  children: ReactNode;
  /** How the shell and its parts call the middleware (practices, surgeons); the portal's API client by default. */
  call?: OperationCall;
  /** Opens an address in a new tab (a prescription template, a document); a new browser tab by default. */
  openUrl?: (url: string) => void;
}

const newTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/**
 * The signed-in frame: header, side menu and the routed page, plus the session's dialogs
 * (privacy consent, idle warning) and notices. Below 1217 px the menu becomes a drawer opened by
 * the burger ([mobile-breakpoint]); on wide screens it stays open while pinned. The app's own
 * pieces (Prescribe, Add Patient, the practice switcher) come from `shell` of the registry.
 */
export function AppShellLayout({ screens, children, call = callOperation, openUrl = newTab }: AppShellLayoutProps) {
  const session = useSession();
  const { shell } = useRuntimeRegistry();
  const navigate = useNavigate();
  const queryClient = usePortalQueryClient();
  const breakpoint = Number(constants.mobileBreakpointPx);
  const mobile = useMediaQuery(`(max-width: ${breakpoint - 1}px)`) ?? false;
  const [desktopOpened, setDesktopOpened] = useState(true);
  const [mobileOpened, setMobileOpened] = useState(false);
  const [pinned, setPinned] = useState(true);
  const menuOpened = mobile ? mobileOpened : desktopOpened;
  // The dialog screen opened from the menu (Report Bug), by route.
  const [dialogRoute, setDialogRoute] = useState<string | undefined>();
  const dialog = screens.find((screen) => screen.kind === 'dialog' && screen.route === dialogRoute) as
    | (MenuScreen & { title: string; form: string; submitLabel?: string; failure?: 'notify' | 'log' })
    | undefined;

  const ownMember = session.user?.practice_team_member ?? undefined;
  // My Profile: a team member's own member record, an internal user's own user record.
  const self = {
    ...(ownMember?.id !== undefined ? { teamMemberId: ownMember.id } : {}),
    ...(session.user && ownMember?.id === undefined ? { internalUserId: session.user.id } : {}),
    ...(session.user ? { roleId: session.user.role_id } : {}),
  };
  const entries = menuEntries(screens, session.can, self);

  // User Guide ([user-guides-menu-open]): the tab opens at the click (a popup blocker would refuse
  // one opened after the call) and goes to the answered address; it closes again on a failure.
  function openDocument(entry: MenuOpen) {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    queryClient.fetchQuery(specOperationQuery(entry.open.operation, menuOpenBody(entry.open.body, self), undefined, call)).then(
      (answer) => {
        const url = isJsonObject(answer) ? answer[entry.open.url] : undefined;
        if (typeof url !== 'string') {
          tab?.close();
          return;
        }
        if (tab) tab.location.href = url;
        else openUrl(url);
      },
      (error: unknown) => {
        tab?.close();
        notifyError(error);
      },
    );
  }
  // May the user open the screen at a path (Add Patient is offered only to those who may).
  const canOpen = (path: string) =>
    screens.some(
      (screen) => matchPath({ path: toRouterPath(screen.route), end: true }, path) !== null && session.can(screen.access),
    );
  const partProps: ShellPartProps = { call, openUrl, mobile, canOpen };
  const parts = (list: readonly ShellPart[]) =>
    list.length === 0 ? undefined : (
      <Suspense fallback={null}>
        {list.map((Part, index) => (
          <Part key={index} {...partProps} />
        ))}
      </Suspense>
    );
  const user = session.user;
  const headerLabel = session.practice
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
          actingLabel={headerLabel}
          actions={parts(shell.headerActions)}
        />
      </AppShell.Header>
      {/* The demo banner lies over the bottom of the page: the menu's last entry (Logout) stays above it. */}
      <AppShell.Navbar
        id="cadence-side-menu"
        aria-label={message('menuLabel')}
        px="xs"
        pt="xs"
        style={{ paddingBottom: 'calc(var(--mantine-spacing-xs) + var(--cadence-demo-banner-height, 0px))' }}
      >
        <SideMenu
          entries={entries}
          versionLabel={String(constants.versionLabel)}
          sublabels={shell.menuSublabels(session)}
          header={parts(shell.menuHeader)}
          onNavigate={afterNavigate}
          onLogout={logout}
          onOpen={openDocument}
          onOpenDialog={setDialogRoute}
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
      {dialog !== undefined && session.can(dialog.access) && (
        <Suspense fallback={null}>
          <DialogScreen spec={dialog} call={call} onClose={() => setDialogRoute(undefined)} />
        </Suspense>
      )}
      <IdleDialog
        opened={session.idleWarning && session.consented}
        onStay={() => session.send({ type: 'STAY' })}
      />
    </AppShell>
  );
}
