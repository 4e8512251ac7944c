import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { message } from '../../src/generated/catalog';
import { readErrorBody } from '../../runtime/errors/errorBody';
import { passwordProblems } from '../../runtime/session/passwordPolicy';
import { operationQuery, useOperationMutation, usePortalQueryClient } from '../../runtime/api/operationQueries';

/** The calls the screen makes; tests may replace them. */
export interface ResetPasswordCalls {
  checkToken: (token: string) => Promise<boolean>;
  resetPassword: (token: string, password: string) => Promise<string>;
}

/** The portal's calls: the code's check read through the query cache, the reset a cached write. */
function usePortalCalls(): ResetPasswordCalls {
  const queryClient = usePortalQueryClient();
  const { mutateAsync: reset } = useOperationMutation('resetPassword');
  const [calls] = useState<ResetPasswordCalls>(() => ({
    checkToken: async (token) => (await queryClient.fetchQuery(operationQuery('checkToken', [{ token }]))).valid,
    resetPassword: async (token, password) => (await reset([{ password_reset_token: token, password }])).message,
  }));
  return calls;
}

type TokenState = 'checking' | 'valid' | 'expired';

/** The server's `form_error` for the password, if the failure carries one. */
function serverFieldError(error: unknown): string | undefined {
  return readErrorBody(error).formError?.message;
}

function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return undefined;
  // Mantine renders a field error inside a paragraph, so each message is a block-level span
  // rather than a list item.
  return problems.map((problem) => (
    <span key={problem} style={{ display: 'block' }}>
      {problem}
    </span>
  ));
}

/**
 * /password/{resetCode}: checks the code first and sends an expired one to /password/reset
 * ([reset-code-check]); then asks for the new password twice under the password policy of
 * document 1 section 5, and sends reset_password ([reset-password-call]). A policy refusal from
 * the server appears under the password field.
 */
export function ResetPasswordScreen({ calls: givenCalls }: { calls?: ResetPasswordCalls }) {
  const portalCalls = usePortalCalls();
  const calls = givenCalls ?? portalCalls;
  const { resetCode = '' } = useParams();
  const { search } = useLocation();
  const username = new URLSearchParams(search).get('username') ?? undefined;
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    calls.checkToken(resetCode).then(
      (valid) => current && setTokenState(valid ? 'valid' : 'expired'),
      () => current && setTokenState('expired'),
    );
    return () => {
      current = false;
    };
  }, [calls, resetCode]);

  const problems = passwordProblems(password, username ? { username } : {});
  const mismatch = confirmation !== password ? message('passwordsMustMatch') : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.length > 0 || mismatch) return;
    setBusy(true);
    setFailure(undefined);
    try {
      setDone(await calls.resetPassword(resetCode, password));
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError) setServerError(fieldError);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  if (tokenState === 'expired') return <Navigate to="/password/reset" replace />;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        <Stack gap="md">
          <Title order={1} ta="center">
            {message('passwordResetTitle')}
          </Title>
          {tokenState === 'checking' ? (
            <Center role="status" aria-label={message('passwordResetChecking')}>
              <Loader />
            </Center>
          ) : done !== undefined ? (
            <>
              <Alert color="green" role="status">
                {done}
              </Alert>
              <Anchor component={Link} to="/" ta="center">
                {message('passwordResetSignIn')}
              </Anchor>
            </>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={message('passwordResetNew')}>
              <Stack gap="sm">
                <Text>{message('newPasswordRequired')}</Text>
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <PasswordInput
                  label={message('passwordResetNew')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                    // A server field error is cleared when the user edits the field ([field-error-cleared-on-edit]).
                    setServerError(undefined);
                  }}
                  error={serverError ?? (submitted ? <ProblemList problems={problems} /> : undefined)}
                  required
                  data-autofocus
                />
                <PasswordInput
                  label={message('passwordResetConfirm')}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.currentTarget.value)}
                  error={submitted ? mismatch : undefined}
                  required
                />
                <Button type="submit" loading={busy} fullWidth>
                  {message('passwordResetTitle')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
