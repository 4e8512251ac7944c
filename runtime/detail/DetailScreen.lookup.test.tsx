// @vitest-environment jsdom
// The lookup detail screen of /admin/device (specs/screens/device-search.screen.yaml): search,
// shape check, actions with an input, visibleWhen and the re-read after N seconds.
import { MantineProvider } from '@mantine/core';
import { appRegistry } from '../../src/appRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledDetailScreen } from '../../src/generated/compiled-types';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { DetailScreen } from './DetailScreen';
import type { OperationCall } from '../core/listSpec';

const spec = routeTable['/admin/device'] as CompiledDetailScreen;

function tabletInfo(lockdown_state = 0) {
  return {
    serial_number: 'T8-0001',
    imei: '356000000000001',
    power_status: 'Charging',
    power_source: 'AC',
    device_uuid: 'uuid-1',
    brightness_level: 50,
    lockdown_state,
    volume_levels: [{ audioStream: 'music', volumeLevel: 30 }],
    location: { latitude: 41.8, longitude: -87.6 },
    network: { current_connection_type: 'wifi' },
    versions: { app_version: '3.33.0' },
  };
}

function renderDevice(call: OperationCall, roleId = roleIdByName.csManager, entry = '/admin/device') {
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'u', role_id: roleId }, permissions: [] });
  return render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="/admin/device" element={<DetailScreen spec={spec} call={call} confirm={() => Promise.resolve(true)} />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lookup detail screen (detail.lookup, detail.shape)', () => {
  it('[device-search] loads nothing until a serial is searched, then calls the source with it', async () => {
    const call = vi.fn(() => Promise.resolve(tabletInfo()));
    renderDevice(call);
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Serial Number' }), { target: { value: ' T8-0001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Tablet T8-0001' });
    expect(call).toHaveBeenCalledWith('getTabletDeviceInfo', { serial_number: 'T8-0001' }, { path: {} });
  });

  it("[device-shape-validation] a record missing expected fields shows 'No results were found' and nothing of it", async () => {
    const call = vi.fn(() => Promise.resolve({ device_uuid: 'uuid-1', serial_number: 'T8-0099' }));
    renderDevice(call, roleIdByName.csManager, '/admin/device?serial_number=T8-0099');
    await screen.findByText('No results were found');
    expect(screen.queryByRole('heading', { name: /Tablet/ })).toBeNull();
  });

  it("[device-lookup-failure] a failed lookup shows 'No results were found'", async () => {
    const call = vi.fn(() => Promise.reject(new Error('No results were found')));
    renderDevice(call, roleIdByName.csManager, '/admin/device?serial_number=NOPE');
    await screen.findByText('No results were found');
  });
});

describe('detail actions with input, visibleWhen and then.reload', () => {
  it('[device-lock-states] [device-lock-message-required] [device-reread-after-command] Lock asks for a required message, sends it, and reads again after 5 seconds', async () => {
    let locked = false;
    const call = vi.fn((operation: string) => {
      if (operation === 'lockTablet') {
        locked = true;
        return Promise.resolve({ message: 'Device locked' });
      }
      return Promise.resolve(tabletInfo(locked ? 1 : 0));
    });
    renderDevice(call, roleIdByName.csManager, '/admin/device?serial_number=T8-0001');
    await screen.findByRole('heading', { name: 'Tablet T8-0001' });
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
    // Reboot follows its operation's rule (super admin by default): not for the CS manager.
    expect(screen.queryByRole('button', { name: 'Reboot' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = () => dialog.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: '  Call the clinic ' } });
    expect(confirm().disabled).toBe(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(confirm());
    await waitFor(() => expect(call).toHaveBeenCalledWith('lockTablet', { message: 'Call the clinic' }, { path: { id: 'uuid-1' } }));
    const readsBefore = call.mock.calls.filter(([operation]) => operation === 'getTabletDeviceInfo').length;
    await screen.findByText(/Reading again in 5 s/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(call.mock.calls.filter(([operation]) => operation === 'getTabletDeviceInfo')).toHaveLength(readsBefore);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await screen.findByRole('button', { name: 'Unlock' });
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('[device-reboot-who] the super admin sees Reboot (the rule of rebootTablet)', async () => {
    const call = vi.fn(() => Promise.resolve(tabletInfo()));
    renderDevice(call, roleIdByName.superAdmin, '/admin/device?serial_number=T8-0001');
    await screen.findByRole('button', { name: 'Reboot' });
  });
});
