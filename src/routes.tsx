// Route assembly: the public custom screens, every screen spec of `specs/screens` behind its
// access rule, and the layouts. Custom screens come by name from the app registry (src/appRegistry.ts).
import { Box } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { askConfirm } from '../runtime/dialogs/confirmStore';
import { buildAppRoutes, type RoutedScreen } from '../runtime/router/buildAppRoutes';
import type { ScreenLayout } from '../runtime/router/screenLayout';
import { NonProductionBanner } from '../runtime/shell/NonProductionBanner';
import type { CompiledScreen } from './generated/compiled-types';
import { loadScreen, screenIndex } from './generated/screens';
import { RegisteredScreen } from '../runtime/registry/RegisteredScreen';
import { RedirectScreen } from '../runtime/router/RedirectScreen';
import { useLatestScreen } from './hotScreens';
import { callOperation } from '../runtime/api/callOperation';

// Everything behind sign-in loads lazily: the login route carries no list grid and no shell.
const AppShellLayout = lazy(() =>
  import('../runtime/shell/AppShellLayout').then((module) => ({ default: module.AppShellLayout })),
);
// A screen of its own window (the call window): the page without header and side menu.
const WindowLayout = lazy(() =>
  import('../runtime/shell/WindowLayout').then((module) => ({ default: module.WindowLayout })),
);
const ListScreen = lazy(() =>
  import('../runtime/list/ListScreen').then((module) => ({ default: module.ListScreen })),
);
// The form runtime (RJSF, each form's precompiled validators) loads only on form routes, keeping the login route small.
const FormScreen = lazy(() =>
  import('../runtime/form/FormScreen').then((module) => ({ default: module.FormScreen })),
);
const WizardScreen = lazy(() =>
  import('../runtime/wizard/WizardScreen').then((module) => ({ default: module.WizardScreen })),
);
// detail screens (the patient profile): header, actions and the panels of the registry
const DetailScreen = lazy(() =>
  import('../runtime/detail/DetailScreen').then((module) => ({ default: module.DetailScreen })),
);

const SearchScreen = lazy(() =>
  import('../runtime/search/SearchScreen').then((module) => ({ default: module.SearchScreen })),
);

// firmware, app versions and user guides: card grids (one card per record)
const CardsScreen = lazy(() =>
  import('../runtime/cards/CardsScreen').then((module) => ({ default: module.CardsScreen })),
);


/** The element a compiled screen renders, or undefined when this build has no screen for its kind. */
function screenElement(spec: CompiledScreen): ReactNode {
  switch (spec.kind) {
    case 'list':
      return <ListScreen spec={spec} call={callOperation} />;
    // A custom screen comes from the app registry (src/appRegistry.ts) the provider gives.
    case 'custom':
      return <RegisteredScreen name={spec.screen} spec={`specs/screens (${spec.route})`} />;
    case 'form':
      return <FormScreen spec={spec} call={callOperation} />;
    case 'wizard':
      return <WizardScreen spec={spec} call={callOperation} />;
    case 'detail':
      return <DetailScreen spec={spec} call={callOperation} confirm={askConfirm} />;
    case 'search':
      return <SearchScreen spec={spec} call={callOperation} />;
    case 'cards':
      return <CardsScreen spec={spec} call={callOperation} />;
    // A dialog screen has no page: its menu entry opens it over the page shown.
    case 'dialog':
      return undefined;
    // A redirect screen opens the route its `to` names, filled from the session.
    case 'redirect':
      return <RedirectScreen spec={spec} />;
  }
}

/**
 * The page of a screen: its compiled module (src/generated/screens/<name>.ts) loads when its route
 * is first opened, so the portal's first load carries only the screen index.
 */
function lazyScreenPage(route: string): ReactNode {
  const load = loadScreen[route];
  if (load === undefined) return undefined;
  const Page = lazy(async () => {
    const { screen } = await load();
    function CompiledScreenPage() {
      // In `npm run dev` a saved screen spec reaches the open page here (src/hotScreens.ts).
      return screenElement(useLatestScreen(screen));
    }
    return { default: CompiledScreenPage };
  });
  return <Page />;
}

const routedScreens: RoutedScreen[] = screenIndex.flatMap((entry) => {
  // A dialog screen has no page: its menu entry opens it over the page shown.
  if (entry.kind === 'dialog') return [];
  const element = lazyScreenPage(entry.route);
  if (element === undefined) return [];
  // A screen answers its route and its aliases (/patient/{id} beside /patientProfile/{id}).
  return [entry.route, ...(entry.aliases ?? [])].map((route) => ({ route, access: entry.access, element, layout: entry.layout ?? 'shell' }));
});

function signedOutLayout(page: ReactNode) {
  return (
    <>
      <NonProductionBanner middlewareVersion={undefined} />
      <Box component="main">{page}</Box>
    </>
  );
}

// The frame a screen spec's `layout` names: the app shell, or its own window (the call window).
function signedInLayout(page: ReactNode, layout: ScreenLayout) {
  return (
    <Suspense fallback={null}>
      {layout === 'window' ? <WindowLayout>{page}</WindowLayout> : <AppShellLayout screens={screenIndex}>{page}</AppShellLayout>}
    </Suspense>
  );
}

/** The portal's whole route tree. */
export const appRoutes: RouteObject[] = buildAppRoutes({
  publicRoutes: [
    { path: '/', element: <RegisteredScreen name="login" spec="src/routes.tsx" /> },
    { path: '/password/reset', element: <RegisteredScreen name="passwordReset" spec="src/routes.tsx" /> },
    { path: '/password/:resetCode', element: <RegisteredScreen name="passwordReset" spec="src/routes.tsx" /> },
    { path: '/privacyPolicy', element: <RegisteredScreen name="privacyPolicy" spec="src/routes.tsx" /> },
  ],
  screens: routedScreens,
  signedInLayout,
  signedOutLayout,
});
