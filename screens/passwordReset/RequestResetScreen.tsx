import { Center, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '../login/ForgotPasswordForm';
import { callOperation } from '../../runtime/api/callOperation';

async function requestPasswordReset(email: string): Promise<string> {
  const answer = await callOperation('forgotPassword', { username: email });
  return answer.message;
}

/**
 * /password/reset: request a password-reset e-mail. Expired reset links land here
 * ([reset-code-check]), so the page explains itself without the Welcome screen around it.
 */
export function RequestResetScreen({
  requestReset = requestPasswordReset,
}: {
  requestReset?: (email: string) => Promise<string>;
}) {
  const navigate = useNavigate();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        <Stack gap="md">
          <Title order={1} ta="center">
            Reset Password
          </Title>
          <ForgotPasswordForm requestReset={requestReset} onBack={() => void navigate('/')} />
        </Stack>
      </Paper>
    </Center>
  );
}
