import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Returns the page to the top on every navigation ([scroll-top]); renders nothing. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
