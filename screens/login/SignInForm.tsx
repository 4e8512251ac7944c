import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { message } from '../../src/generated/catalog';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  busy: boolean;
  onSignIn: (username: string, password: string) => void;
  onSingleSignOn: (username: string) => void;
  onForgotPassword: () => void;
}

/**
 * Username and password, Sign In, the single sign-on alternative and Forgot Password
 * ([login-form-fields]). Single sign-on needs only the username, which it asks for when empty.
 */
export function SignInForm({ busy, onSignIn, onSingleSignOn, onForgotPassword }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const usernameInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      ...(username.trim() ? {} : { username: message('required') }),
      ...(password ? {} : { password: message('required') }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    onSignIn(username.trim(), password);
  }

  function singleSignOn() {
    if (!username.trim()) {
      setErrors({ username: message('required') });
      usernameInput.current?.focus();
      return;
    }
    onSingleSignOn(username.trim());
  }

  return (
    <form onSubmit={submit} noValidate aria-label={message('signInFormName')}>
      <Stack gap="sm">
        <TextInput
          ref={usernameInput}
          label={message('signInUsername')}
          autoComplete="username"
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, username: undefined }));
          }}
          error={errors.username}
          required
          data-autofocus
        />
        <PasswordInput
          label={message('signInPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, password: undefined }));
          }}
          error={errors.password}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {message('signInSubmit')}
        </Button>
        <Divider
          label={message('signInOr')}
          labelPosition="center"
          styles={{ label: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <Button variant="default" onClick={singleSignOn} disabled={busy} fullWidth>
          {message('signInSingleSignOn')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" onClick={onForgotPassword}>
            {message('signInForgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
