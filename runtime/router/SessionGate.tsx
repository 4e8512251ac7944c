import { Center, Loader } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { landingRoute } from '../../src/generated/access';
import { useSession } from '../session/SessionContext';
import { isPublicPath } from './publicPaths';
import { layoutOfMatches, type ScreenLayout } from './screenLayout';
import { message } from '../../src/generated/catalog';

/** How the gate lays out the page it lets through. */
export interface SessionGateProps {
  /**
   * Wraps the routed page for a signed-in user: the app shell, or the page alone when its screen's
   * layout is `window` (the call window).
   */
  signedInLayout: (page: ReactNode, layout: ScreenLayout) => ReactNode;
  /** Wraps the public pages when nobody is signed in. */
  signedOutLayout: (page: ReactNode) => ReactNode;
}

/**
 * The root of the route tree: decides, from the session, what the current path may show.
 * - While a stored session is being checked, a spinner.
 * - Without a session, only the public routes ([public-routes]); any other path is saved as the
 *   deep link and the Welcome screen is shown at / ([deep-link-restore]).
 * - With a session, / goes on to the saved deep link or the landing route, and every other page
 *   is shown inside the signed-in layout, framed as its screen's `layout` says.
 * It also follows the redirects the session machine issues (after sign-in, logout, an expired
 * reset code).
 */
export function SessionGate({ signedInLayout, signedOutLayout }: SessionGateProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const layout = layoutOfMatches(useMatches());
  const followed = useRef<number | undefined>(undefined);
  const redirect = session.redirect;
  // A redirect to the page already shown has nothing left to do: it must not hold the spinner,
  // since marking it followed (a ref) re-renders nothing.
  const redirectPending =
    redirect !== undefined && redirect.seq !== followed.current && redirect.to !== pathname + search;

  useEffect(() => {
    if (redirect === undefined || redirect.seq === followed.current) return;
    followed.current = redirect.seq;
    if (redirect.to !== pathname + search) void navigate(redirect.to, { replace: true });
  }, [redirect, navigate, pathname, search]);

  const signedIn = session.phase === 'signedIn';
  const mustSaveDeepLink =
    !redirectPending && !signedIn && session.phase !== 'checking' && !isPublicPath(pathname);
  const { send } = session;
  useEffect(() => {
    if (mustSaveDeepLink) send({ type: 'SET_DEEP_LINK', path: pathname + search });
  }, [mustSaveDeepLink, send, pathname, search]);

  if (session.phase === 'checking' || redirectPending) {
    return (
      <Center h="100vh" role="status" aria-label={message('runtimeLoading')}>
        <Loader />
      </Center>
    );
  }
  if (!signedIn) {
    if (mustSaveDeepLink) return <Navigate to="/" replace />;
    return signedOutLayout(<Outlet />);
  }
  if (pathname === '/') return <Navigate to={session.deepLink ?? landingRoute(session.subject)} replace />;
  return signedInLayout(<Outlet />, layout);
}
