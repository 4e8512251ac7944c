// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture, type SessionViewFixture } from '../session/sessionViewFixture';
import type { SessionView } from '../session/sessionView';
import { WindowLayout } from './WindowLayout';

function renderWindow(overrides: Partial<SessionView>): SessionViewFixture {
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 3, username: 'surgeon', role_id: 4 }, ...overrides });
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <WindowLayout>
          <p>The call</p>
        </WindowLayout>
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return session;
}

afterEach(cleanup);

describe('the frame of a screen in its own window (the call window)', () => {
  it('[video-window] shows the page alone: no side menu, no header', () => {
    renderWindow({});
    expect(screen.getByRole('main').textContent).toContain('The call');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
  });

  it("[idle-warning] keeps the session's idle warning and its I'm here; [privacy-consent-required] and the consent", async () => {
    const idle = renderWindow({ idleWarning: true });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you still here?' })).getByRole('button', { name: "I'm here" }));
    expect(idle.sent).toContainEqual({ type: 'STAY' });
    cleanup();
    const consent = renderWindow({ consented: false });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Privacy Policy' })).getByRole('button', { name: 'Accept' }));
    expect(consent.sent).toContainEqual({ type: 'ACCEPT_POLICY' });
  });
});
