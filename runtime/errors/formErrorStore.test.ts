import { describe, expect, it, vi } from 'vitest';
import { createFormErrorStore } from './formErrorStore';

describe('formErrorStore', () => {
  it('[form-error-to-field] keeps a server error per field with its time stamp', () => {
    const store = createFormErrorStore();
    store.set('password', { message: 'Must include uppercase letter', at: 5 });
    expect(store.get('password')).toEqual({ message: 'Must include uppercase letter', at: 5 });
    expect(store.get('username')).toBeUndefined();
  });

  it('[field-error-cleared-on-edit] clears one field and tells subscribers', () => {
    const store = createFormErrorStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('password', { message: 'x', at: 1 });
    store.set('email', { message: 'y', at: 1 });
    store.clear('password');
    expect(store.get('password')).toBeUndefined();
    expect(store.get('email')).toEqual({ message: 'y', at: 1 });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not notify when clearing a field without an error, and stops after unsubscribe', () => {
    const store = createFormErrorStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.clear('nothing');
    unsubscribe();
    store.set('a', { message: 'x', at: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
