// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormErrorStore, type FormErrorStore } from './formErrorStore';
import { useFieldError } from './useFieldError';

function PasswordField({ store }: { store: FormErrorStore }) {
  const { error, clear } = useFieldError('password', store);
  return (
    <div>
      <label htmlFor="password">Password</label>
      <input id="password" aria-invalid={error !== undefined} onChange={clear} />
      {error && <span role="alert">{error.message}</span>}
    </div>
  );
}

describe('useFieldError', () => {
  it('[form-error-to-field] shows the server error under its field', () => {
    const store = createFormErrorStore();
    render(<PasswordField store={store} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => store.set('password', { message: 'Must include uppercase letter', at: 1 }));
    expect(screen.getByRole('alert').textContent).toBe('Must include uppercase letter');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('[field-error-cleared-on-edit] clears the error when the user edits the field', () => {
    const store = createFormErrorStore();
    store.set('password', { message: 'Must include uppercase letter', at: 1 });
    render(<PasswordField store={store} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'A' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.get('password')).toBeUndefined();
  });

  it('ignores errors of other fields', () => {
    const store = createFormErrorStore();
    store.set('username', { message: 'Taken', at: 1 });
    render(<PasswordField store={store} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
