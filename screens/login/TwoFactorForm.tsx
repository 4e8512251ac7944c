import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { OtpStep } from '../../machines/session/types';
import { otpProblem } from './otpProblem';
import { useCountdown } from './useCountdown';
import { message } from '../../src/generated/catalog';

/** Props of {@link TwoFactorForm}. */
export interface TwoFactorFormProps {
  otp: OtpStep;
  busy: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/**
 * The two-factor step ([two-factor-required]): the code e-mailed to the user, Verify, and Resend,
 * which stays disabled while its 30-second countdown runs ([otp-resend-cooldown]).
 */
export function TwoFactorForm({ otp, busy, onVerify, onResend, onCancel }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const left = useCountdown(otp.resendAvailableInSec, otp);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = otpProblem(code);
    setError(problem);
    if (problem === undefined) onVerify(code.trim());
  }

  return (
    <form onSubmit={submit} noValidate aria-label={message('twoFactorFormName')}>
      <Stack gap="sm">
        <Text>{message('twoFactorCodeSent', { username: otp.username })}</Text>
        <TextInput
          label={message('twoFactorCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          required
          data-autofocus
        />
        <Button type="submit" loading={busy} fullWidth>
          {message('twoFactorVerify')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            {message('backToSignIn')}
          </Button>
          <Button variant="default" onClick={onResend} disabled={busy || left > 0}>
            {left > 0 ? message('twoFactorResendIn', { seconds: left }) : message('twoFactorResend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
