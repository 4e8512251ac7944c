// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RomTimeScreen } from './RomTimeScreen';

const rooms = vi.hoisted(() => ({ list: [] as { id: number; patient_id: number }[], asked: [] as unknown[] }));
vi.mock('../../runtime/api/portalApi', () => {
  const call = (operationId: string, body: unknown) => {
    rooms.asked.push({ operationId, body });
    return operationId === 'listVideoRooms' ? Promise.resolve({ rooms: rooms.list }) : Promise.reject(new Error(`unexpected call ${operationId}`));
  };
  return { portalApi: () => ({ call, callOperation: call }), portalToken: () => 'token' };
});

function renderRomTime() {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/romTime/7']}>
        <Routes>
          <Route path="/romTime/:patientID" element={<RomTimeScreen />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  rooms.asked = [];
});

describe('/romTime/{patientID}', () => {
  it('[video-romtime-route] a patient who is not connected gets the message, not a camera', async () => {
    rooms.list = [];
    renderRomTime();
    expect(await screen.findByText('This patient is not connected. The live camera view is only for a patient in a live session.')).toBeTruthy();
    expect(rooms.asked).toEqual([{ operationId: 'listVideoRooms', body: { patient_id: 7 } }]);
    expect(screen.queryByRole('button', { name: 'Call Patient' })).toBeNull();
  });

  it('[video-romtime-route] a connected patient offers the live camera view', async () => {
    rooms.list = [{ id: 41, patient_id: 7 }];
    renderRomTime();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Call Patient' })).toBeTruthy());
  });
});
