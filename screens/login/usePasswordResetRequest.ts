import { useCallback } from 'react';
import { useOperationMutation } from '../../runtime/api/operationQueries';

/**
 * Sends a password-reset request (POST forgot_password, [forgot-password-call]) as a cached write
 * and answers the server's confirmation text; the Welcome screen's Forgot Password and the
 * /password/reset page both use it.
 *
 * @example
 * const requestReset = usePasswordResetRequest();
 * const said = await requestReset('ada@example.com');
 */
export function usePasswordResetRequest(): (email: string) => Promise<string> {
  const { mutateAsync } = useOperationMutation('forgotPassword');
  return useCallback(async (email: string) => (await mutateAsync([{ username: email }])).message, [mutateAsync]);
}
