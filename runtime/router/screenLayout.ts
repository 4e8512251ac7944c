/**
 * How a signed-in page is framed (a screen spec's `layout`): `shell` inside the app shell (header,
 * side menu), `window` alone, for a screen opened in a browser window of its own (the call window).
 */
export type ScreenLayout = 'shell' | 'window';

/** What a screen's route carries for the session gate (react-router's `handle`). */
export interface ScreenRouteHandle {
  layout: ScreenLayout;
}

const isLayoutHandle = (handle: unknown): handle is ScreenRouteHandle =>
  typeof handle === 'object' && handle !== null && 'layout' in handle && (handle.layout === 'shell' || handle.layout === 'window');

/**
 * The layout of the page the router matched: the deepest route's that names one, else `shell`.
 *
 * @example
 * layoutOfMatches(useMatches()); // 'window' on /call/7
 */
export function layoutOfMatches(matches: readonly { handle: unknown }[]): ScreenLayout {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isLayoutHandle(handle)) return handle.layout;
  }
  return 'shell';
}
