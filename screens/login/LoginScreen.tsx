import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { message } from '../../src/generated/catalog';
import { useSession } from '../../runtime/session/SessionContext';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { readUrlSignIn, ssoStartUrl } from './ssoUrls';
import { TwoFactorForm } from './TwoFactorForm';
import { usePasswordResetRequest } from './usePasswordResetRequest';

/** Props of {@link LoginScreen}; tests replace the outside calls. */
export interface LoginScreenProps {
  requestReset?: (email: string) => Promise<string>;
  /** Leaves the portal for the single sign-on provider. */
  goTo?: (url: string) => void;
}

/**
 * The Welcome screen at /: sign-in, single sign-on, Forgot Password and the two-factor step. A
 * returning single sign-on (`?sso_token=&username=`) or an e-mailed login link
 * (`?login_token=&username=`) signs in straight away.
 */
export function LoginScreen({
  requestReset: givenRequestReset,
  goTo = (url) => window.location.assign(url),
}: LoginScreenProps) {
  // The reset request ([forgot-password-call]) unless a test gives its own.
  const portalRequestReset = usePasswordResetRequest();
  const requestReset = givenRequestReset ?? portalRequestReset;
  const session = useSession();
  const { send } = session;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<'signIn' | 'forgot'>('signIn');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const handover = readUrlSignIn(search);
    if (!handover) return;
    if (handover.kind === 'sso') send({ type: 'SSO', username: handover.username, token: handover.token });
    else send({ type: 'LOGIN_TOKEN', username: handover.username, loginToken: handover.loginToken });
    // The token is single use; keep it out of the history and out of a reload.
    void navigate('/', { replace: true });
  }, [search, send, navigate]);

  const twoFactor = session.phase === 'twoFactor' && session.otp !== undefined;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        <Stack gap="md">
          {/* The product's name heads the card (issue 27 defect 11), over the greeting. */}
          <Stack gap={2} align="center">
            <Text fw={700} fz="xl" c="blue.8" data-testid="sign-in-product">
              {message('signInProductName')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {message('signInProductTagline')}
            </Text>
          </Stack>
          <Title order={1} ta="center">
            {message('signInWelcome')}
          </Title>
          {session.error && (
            <Alert color="red" role="alert">
              {session.error}
            </Alert>
          )}
          {session.notice && !twoFactor && (
            <Alert color="yellow" role="status">
              {session.notice}
            </Alert>
          )}
          {twoFactor && session.otp ? (
            <TwoFactorForm
              otp={session.otp}
              busy={session.busy}
              onVerify={(code) => send({ type: 'SUBMIT_OTP', code })}
              onResend={() => send({ type: 'RESEND_OTP' })}
              onCancel={() => send({ type: 'CANCEL_OTP' })}
            />
          ) : view === 'forgot' ? (
            <ForgotPasswordForm requestReset={requestReset} onBack={() => setView('signIn')} />
          ) : (
            <SignInForm
              busy={session.busy}
              onSignIn={(username, password) => send({ type: 'LOGIN', username, password })}
              onSingleSignOn={(username) => goTo(ssoStartUrl(username))}
              onForgotPassword={() => setView('forgot')}
            />
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/privacyPolicy">
              {message('signInPrivacyPolicy')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
