// Route assembly: the public custom screens, every screen spec of `specs/screens` behind its
// access rule, and the layouts. Screens are registered here, never imported by the runtime.
import { Box } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { CallParams } from '../runtime/api/apiClient';
import { portalApi } from '../runtime/api/portalApi';
import { askConfirm } from '../runtime/dialogs/confirmStore';
import { buildAppRoutes, type RoutedScreen } from '../runtime/router/buildAppRoutes';
import { NonProductionBanner } from '../runtime/shell/NonProductionBanner';
import type { OperationId } from './generated/operations';
import { screens } from './generated/screens';
import type { ScreenSpec } from './generated/spec-types';
import { resolveScreen } from '../runtime/registry/screenRegistry';
import { registerCustomScreens } from './screenRegistry';

// Everything behind sign-in loads lazily: the login route carries no list grid and no shell.
const AppShellLayout = lazy(() =>
  import('../runtime/shell/AppShellLayout').then((module) => ({ default: module.AppShellLayout })),
);
const ListScreen = lazy(() =>
  import('../runtime/list/ListScreen').then((module) => ({ default: module.ListScreen })),
);
// The form runtime (RJSF, Ajv) loads only on form routes, keeping the login route small.
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

registerCustomScreens();
const Login = resolveScreen('login', 'src/routes.tsx');
const PasswordReset = resolveScreen('passwordReset', 'src/routes.tsx');
const PrivacyPolicy = resolveScreen('privacyPolicy', 'src/routes.tsx');

/** How generic screens reach the middleware: the portal's client, by operationId (path parameters in `params`). */
function callOperation(operationId: string, body?: unknown, params?: CallParams): Promise<unknown> {
  return portalApi().callOperation(operationId as OperationId, body, params);
}

/** The element a screen spec renders, or undefined when this build has no screen for its kind. */
function screenElement(spec: ScreenSpec): ReactNode {
  switch (spec.kind) {
    case 'list':
      return <ListScreen spec={spec} call={callOperation} />;
    case 'custom': {
      const Screen = resolveScreen(spec.screen, `specs/screens (${spec.route})`);
      return <Screen />;
    }
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
  }
}

const routedScreens: RoutedScreen[] = screens.flatMap((spec) => {
  const element = screenElement(spec);
  if (element === undefined) return [];
  // A screen answers its route and its aliases (/patient/{id} beside /patientProfile/{id}).
  return [spec.route, ...(spec.aliases ?? [])].map((route) => ({ route, access: spec.access, element }));
});

function signedOutLayout(page: ReactNode) {
  return (
    <>
      <NonProductionBanner middlewareVersion={undefined} />
      <Box component="main">{page}</Box>
    </>
  );
}

function signedInLayout(page: ReactNode) {
  return (
    <Suspense fallback={null}>
      <AppShellLayout screens={screens}>{page}</AppShellLayout>
    </Suspense>
  );
}

/** The portal's whole route tree. */
export const appRoutes: RouteObject[] = buildAppRoutes({
  publicRoutes: [
    { path: '/', element: <Login /> },
    { path: '/password/reset', element: <PasswordReset /> },
    { path: '/password/:resetCode', element: <PasswordReset /> },
    { path: '/privacyPolicy', element: <PrivacyPolicy /> },
  ],
  screens: routedScreens,
  signedInLayout,
  signedOutLayout,
});
