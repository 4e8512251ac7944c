import { useParams } from 'react-router';
import { RequestResetScreen } from './RequestResetScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

/**
 * The `passwordReset` custom screen: /password/reset asks for a reset e-mail, and
 * /password/{resetCode} sets the new password.
 */
export function PasswordResetScreen() {
  const { resetCode } = useParams();
  return resetCode === undefined || resetCode === 'reset' ? <RequestResetScreen /> : <ResetPasswordScreen />;
}
