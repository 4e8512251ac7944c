// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSessionStore, sessionStorageArea } from './sessionStore';

describe('createSessionStore', () => {
  const session = { token: 'abc', user: { id: 1, username: 'pms' }, practice: { id: 3, name: 'Lakeside' } };

  it('[api-bearer-token] keeps token, user and practice so they survive a reload', () => {
    createSessionStore(window.sessionStorage).write(session);
    // A new store over the same area is what a reloaded page creates.
    expect(createSessionStore(window.sessionStorage).read()).toEqual(session);
  });

  it('[logout-clears-state] forgets the session on clear', () => {
    const store = createSessionStore(window.localStorage);
    store.write(session);
    store.clear();
    expect(store.read()).toBeUndefined();
  });

  it('reads an unreadable value as no session', () => {
    window.localStorage.setItem('cadence.session', '{not json');
    expect(createSessionStore(window.localStorage).read()).toBeUndefined();
    window.localStorage.setItem('cadence.session', '{"user":{}}');
    expect(createSessionStore(window.localStorage).read()).toBeUndefined();
  });

  it('[api-bearer-token] uses local storage in development and session storage otherwise', () => {
    expect(sessionStorageArea(true)).toBe(window.localStorage);
    expect(sessionStorageArea(false)).toBe(window.sessionStorage);
  });
});
