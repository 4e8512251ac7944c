import type { ReactNode } from 'react';
import type { AccessRule } from '../../src/generated/access';
import { useSession } from '../session/SessionContext';
import { UnauthorizedView } from './UnauthorizedView';

/**
 * Renders `children` only when the session satisfies the screen's access rule, and the plain
 * Unauthorized view otherwise ([access-denied-view]). The server refuses the calls anyway; this
 * only keeps the user from a screen full of errors.
 */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { can } = useSession();
  return can(rule) ? children : <UnauthorizedView />;
}
