import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import { SessionProvider } from '../session/SessionProvider';
import { ToastHost } from '../toasts/ToastHost';
import { appTheme } from './appTheme';
import { DemoModeBanner } from './DemoModeBanner';

/**
 * The portal: Mantine (light theme) with the toast and confirmation hosts, the session, the
 * router over the route tree that `src/routes.tsx` assembles, and the demo mode banner.
 */
export function CadenceApp({ routes }: { routes: RouteObject[] }) {
  // The router is created once for the page; a new router would lose the history.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <MantineProvider theme={appTheme} defaultColorScheme="light">
      <ToastHost />
      <ConfirmDialogHost />
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <DemoModeBanner />
    </MantineProvider>
  );
}
