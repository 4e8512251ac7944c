import { createContext, useContext } from 'react';
import type { SessionView } from './sessionView';

/**
 * Holds the current {@link SessionView}. `SessionProvider` fills it from the session machine;
 * component tests may provide a view of their own to render a screen in a chosen session state.
 */
export const SessionContext = createContext<SessionView | undefined>(undefined);

/**
 * The session as the UI sees it: phase, user, permissions, `can(rule)` and `send(event)`.
 *
 * @example
 * const { can, send } = useSession();
 * if (can({ permissions: ['addPatient'] })) ...
 */
export function useSession(): SessionView {
  const view = useContext(SessionContext);
  if (view === undefined) throw new Error('useSession() needs a <SessionProvider> above it');
  return view;
}
