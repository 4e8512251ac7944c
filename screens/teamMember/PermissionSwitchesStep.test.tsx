// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { PermissionSwitchesStep } from './PermissionSwitchesStep';

afterEach(cleanup);

const superAdmin = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1 }, permissions: ['editAllPermission'] });
const practiceAdmin = sessionViewFixture({ phase: 'signedIn', user: { id: 2, username: 'surgicalcenter', role_id: 30 }, permissions: ['editAllPermission'] });

function renderStep(session = superAdmin, data: Record<string, unknown> = { granted: [], otherAdministrators: 0 }) {
  const changes: Record<string, unknown>[] = [];
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <PermissionSwitchesStep data={data} errors={{}} disabled={false} call={() => Promise.resolve([])} onChange={(next) => changes.push(next)} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return changes;
}

describe('PermissionSwitchesStep', () => {
  it('[practice-permission-labels] shows the practice-level permission labels', () => {
    renderStep();
    for (const label of [
      'Administrator', 'Add Staff', 'View Staff', 'Edit Staff', 'Add Patient', 'Edit Patient',
      'Add Treatment Plan', 'View Treatment Plan', 'Edit Treatment Plan', 'View All Patients', 'Edit All Permissions',
    ]) {
      expect(screen.getByRole('switch', { name: label })).toBeTruthy();
    }
  });

  it('[permission-add-implies] reports the cascade to the wizard as permission ids', async () => {
    const changes = renderStep();
    fireEvent.click(screen.getByRole('switch', { name: 'Add Staff' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ granted: [5, 7, 6], otherAdministrators: 0 }));
  });

  it('[team-permission-switch-editors] [team-permission-fields-disabled] disables every switch for anyone but super admin and the CS manager with editAllPermission', () => {
    renderStep(practiceAdmin, { granted: [7], otherAdministrators: 0 });
    const switches = screen.getAllByRole<HTMLInputElement>('switch');
    expect(switches.every((element) => element.disabled)).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'View Staff' }).checked).toBe(true);
  });

  it('[permission-administrator-off-confirm] [permission-last-administrator] asks before Administrator goes off and refuses it for the last administrator', async () => {
    renderStep(superAdmin, { granted: [1], otherAdministrators: 0 });
    fireEvent.click(screen.getByRole('switch', { name: 'Administrator' }));
    await screen.findByText('Are you sure?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('This practice must have at least one administrator.');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Administrator' }).checked).toBe(true);
  });
});
