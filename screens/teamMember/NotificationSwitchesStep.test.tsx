// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { NotificationSwitchesStep } from './NotificationSwitchesStep';

afterEach(cleanup);

const types = [
  { id: 1, name: 'Pain High' },
  { id: 2, name: 'Session Complete' },
];

function renderStep(session: ReturnType<typeof sessionViewFixture>, data: Record<string, unknown>) {
  const changes: Record<string, unknown>[] = [];
  const calls: string[] = [];
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <NotificationSwitchesStep
          data={data}
          errors={{}}
          disabled={false}
          call={(operation) => {
            calls.push(operation);
            return Promise.resolve(types);
          }}
          onChange={(next) => changes.push(next)}
        />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { changes, calls };
}

const staff = (memberId: number) =>
  sessionViewFixture({ phase: 'signedIn', user: { id: 5, username: 'staff', role_id: 50, practice_team_member: { id: memberId } }, permissions: ['viewStaff'] });

describe('NotificationSwitchesStep', () => {
  it('[team-notification-form-editors] the member switches their own notifications (types from notification/query)', async () => {
    const { changes, calls } = renderStep(staff(9), { subscribed: [2], memberId: 9, canAddAnother: false });
    fireEvent.click(await screen.findByRole('switch', { name: 'Pain High' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ subscribed: [1, 2], memberId: 9, canAddAnother: false }));
    expect(calls).toEqual(['queryNotifications']);
    expect(screen.queryByRole('button', { name: 'Add Another Team Member' })).toBeNull();
  });

  it('[team-notification-form-editors] another member’s notifications are read-only for a practice user', async () => {
    renderStep(staff(9), { subscribed: [], memberId: 10, canAddAnother: false });
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Pain High' })).disabled).toBe(true);
  });

  it('[team-add-another] while adding, Add Another Team Member reports addAnother', async () => {
    const admin = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1 } });
    const { changes } = renderStep(admin, { subscribed: [1], memberId: 10, canAddAnother: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Another Team Member' }));
    expect(changes.at(-1)).toEqual({ subscribed: [1], memberId: 10, canAddAnother: true, addAnother: true });
  });
});
