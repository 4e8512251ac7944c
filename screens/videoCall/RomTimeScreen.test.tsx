// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewSize } from './previewSize';
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

  it('[video-romtime-route] [video-preview-size] a connected patient offers the call, beside a 320x320 preview of the own camera, released on leaving', async () => {
    rooms.list = [{ id: 41, patient_id: 7 }];
    const stop = vi.fn();
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    renderRomTime();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Call Patient' })).toBeTruthy());
    const preview = screen.getByLabelText('Your camera');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['320', '320']);
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    await waitFor(() => expect((preview as HTMLVideoElement).srcObject).not.toBeNull());
    cleanup();
    expect(stop).toHaveBeenCalled();
  });

  it('[video-preview-size] the preview is 240 high on Safari', () => {
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(previewSize(safari)).toEqual({ width: 320, height: 240 });
    expect(previewSize(chrome)).toEqual({ width: 320, height: 320 });
  });
});
