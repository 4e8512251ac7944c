import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { createPortalQueryClient } from '../api/portalQueryClient';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import { RealtimeChannel } from '../realtime/RealtimeChannel';
import { SessionProvider } from '../session/SessionProvider';
import { ToastHost } from '../toasts/ToastHost';
import { appCssVariablesResolver, appTheme } from './appTheme';
import { DemoModeBanner } from './DemoModeBanner';

/**
 * The portal: Mantine (light theme) with the toast and confirmation hosts, the query cache, the
 * session with its real-time channel, the router over the route tree that `src/routes.tsx` assembles, and the demo mode banner.
 */
export function CadenceApp({ routes }: { routes: RouteObject[] }) {
  // The router is created once for the page; a new router would lose the history.
  const [router] = useState(() => createBrowserRouter(routes));
  // One query cache for the page; the real-time channel keeps it fresh while someone is signed in.
  const [queryClient] = useState(createPortalQueryClient);
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={appCssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <ConfirmDialogHost />
        <SessionProvider>
          <RealtimeChannel>
            <RouterProvider router={router} />
          </RealtimeChannel>
        </SessionProvider>
        <DemoModeBanner />
      </QueryClientProvider>
    </MantineProvider>
  );
}
