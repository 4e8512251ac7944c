import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { message } from '../../src/generated/catalog';
import { ApiError } from '../../runtime/api/ApiError';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Sends the reset request; resolves with the server's confirmation. */
  requestReset: (email: string) => Promise<string>;
  onBack: () => void;
}

/**
 * Forgot Password: asks for the e-mail ([forgot-password-email-required]), sends
 * forgot_password ([forgot-password-call]) and confirms that a reset link is on its way.
 */
export function ForgotPasswordForm({ requestReset, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError(message('emailRequired'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      setConfirmation(await requestReset(email.trim()));
    } catch (error) {
      setFailure(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  if (confirmation !== undefined) {
    return (
      <Stack gap="sm">
        <Alert color="green" title={message('forgotPasswordSentTitle')} role="status">
          {confirmation || message('forgotPasswordSent')}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {message('backToSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={message('forgotPasswordFormName')}>
      <Stack gap="sm">
        <Text>{message('forgotPasswordHint')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={message('forgotPasswordEmail')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(undefined);
          }}
          error={fieldError}
          required
          data-autofocus
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {message('forgotPasswordBack')}
          </Button>
          <Button type="submit" loading={busy}>
            {message('forgotPasswordSend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
