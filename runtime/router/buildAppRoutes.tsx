import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { AccessRule } from '../../src/generated/access';
import { NotFoundView } from './NotFoundView';
import { RequireAccess } from './RequireAccess';
import type { ScreenLayout, ScreenRouteHandle } from './screenLayout';
import { ScrollToTop } from './ScrollToTop';
import { SessionGate, type SessionGateProps } from './SessionGate';
import { toRouterPath } from './toRouterPath';
import { message } from '../../src/generated/catalog';

/** A signed-in screen: its spec route (`/patient/{id}`), its access rule and what it renders. */
export interface RoutedScreen {
  route: string;
  access: AccessRule;
  element: ReactNode;
  /** Its frame: inside the app shell (the default) or alone in its own window (the spec's `layout`). */
  layout?: ScreenLayout;
}

/** What the route tree is assembled from. */
export interface AppRoutesInput extends SessionGateProps {
  /** The routes open without a session (/, the password-reset routes, /privacyPolicy). */
  publicRoutes: RouteObject[];
  /** The screens of the specs, each behind its access rule. */
  screens: readonly RoutedScreen[];
}

function pageLoading() {
  return (
    <Center py="xl" role="status" aria-label={message('runtimeLoading')}>
      <Loader />
    </Center>
  );
}

/**
 * Assembles the whole route tree: the session gate at the root, the public routes, every screen
 * behind its access rule and loaded lazily where its module is lazy, and a not-found view for
 * every other path (including landing routes whose screens are not written yet). Each screen's
 * route carries its layout (`handle`), which the session gate hands to `signedInLayout`.
 */
export function buildAppRoutes({
  publicRoutes,
  screens,
  signedInLayout,
  signedOutLayout,
}: AppRoutesInput): RouteObject[] {
  const screenRoutes: RouteObject[] = screens.map((screen) => ({
    path: toRouterPath(screen.route),
    handle: { layout: screen.layout ?? 'shell' } satisfies ScreenRouteHandle,
    element: (
      <RequireAccess rule={screen.access}>
        <Suspense fallback={pageLoading()}>{screen.element}</Suspense>
      </RequireAccess>
    ),
  }));
  const wrappedPublic: RouteObject[] = publicRoutes.map((route) => ({
    ...route,
    element: <Suspense fallback={pageLoading()}>{route.element}</Suspense>,
  }));
  return [
    {
      element: (
        <>
          <ScrollToTop />
          <SessionGate signedInLayout={signedInLayout} signedOutLayout={signedOutLayout} />
        </>
      ),
      children: [...wrappedPublic, ...screenRoutes, { path: '*', element: <NotFoundView /> }],
    },
  ];
}
