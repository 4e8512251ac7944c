import { Center, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { message } from '../../src/generated/catalog';
import { ForgotPasswordForm } from '../login/ForgotPasswordForm';
import { usePasswordResetRequest } from '../login/usePasswordResetRequest';

/**
 * /password/reset: request a password-reset e-mail. Expired reset links land here
 * ([reset-code-check]), so the page explains itself without the Welcome screen around it.
 */
export function RequestResetScreen({
  requestReset: givenRequestReset,
}: {
  requestReset?: (email: string) => Promise<string>;
}) {
  const navigate = useNavigate();
  const portalRequestReset = usePasswordResetRequest();
  const requestReset = givenRequestReset ?? portalRequestReset;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        <Stack gap="md">
          <Title order={1} ta="center">
            {message('passwordResetTitle')}
          </Title>
          <ForgotPasswordForm requestReset={requestReset} onBack={() => void navigate('/')} />
        </Stack>
      </Paper>
    </Center>
  );
}
