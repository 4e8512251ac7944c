// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledForm } from '../../src/generated/compiled-types';
import { multipartBody } from '../api/apiClient';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { FormScreen } from './FormScreen';
import { croppedPng, type PngCanvas } from './picture/croppedPng';
import { pictureFileProblem } from './picture/pictureFileProblem';

beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  act(() => notifications.clean());
});

const memberForm: CompiledForm = {
  title: 'Team Member',
  schema: { type: 'object', properties: { first_name: { type: 'string', title: 'First Name' }, profile_picture_url: { type: ['string', 'null'], title: 'Profile Picture' } } },
  uiSchema: {
    profile_picture_url: {
      'ui:widget': 'imageCrop',
      'ui:options': { upload: { operation: 'createProfilePicture' }, remove: { operation: 'deleteProfilePicture' } },
    },
  },
  load: { operation: 'getTeamMember' },
  update: { operation: 'updateTeamMember' },
};

function renderMember(call = vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => {
  if (operation === 'getTeamMember') return Promise.resolve({ id: 12, first_name: 'Ada', profile_picture_url: 'https://pictures.example/ada.png' });
  return Promise.resolve({});
})) {
  render(
    <MantineProvider>
      <ToastHost />
      <ConfirmDialogHost />
      <SessionContext.Provider value={sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1 } })}>
        <MemoryRouter initialEntries={['/member/12']}>
          <Routes>
            <Route path="/member/:memberID" element={<FormScreen spec={{ route: '/member/{memberID}', title: 'Member', form: 'member' }} form={memberForm} call={call} />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return call;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('profile picture field (imageCrop)', () => {
  it('[picture-file-type] refuses a file that is not jpeg, jpg or png with "Incorrect File Type"', async () => {
    renderMember();
    await screen.findByRole('button', { name: 'Upload Picture' });
    choose(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Incorrect File Type')).toBeTruthy();
    expect(within(toast).getByText('File must be of type: jpeg, jpg, png')).toBeTruthy();
    expect(screen.queryByText('Crop Picture')).toBeNull();
  });

  it('[picture-file-size] refuses a picture of 1 MB or more with "Incorrect File Size"', async () => {
    renderMember();
    await screen.findByRole('button', { name: 'Upload Picture' });
    choose(new File([new Uint8Array(1_048_576)], 'big.png', { type: 'image/png' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Incorrect File Size')).toBeTruthy();
    expect(within(toast).getByText('File must be less than 1MB')).toBeTruthy();
    expect(pictureFileProblem({ name: 'ok.JPG', type: 'image/jpeg', size: 1_048_575 })).toBeUndefined();
  });

  it('[picture-crop] opens the crop dialog with a Zoom slider from 10 to 100 for a good picture', async () => {
    renderMember();
    await screen.findByRole('button', { name: 'Upload Picture' });
    choose(new File([new Uint8Array(100)], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Crop Picture')).toBeTruthy();
    const slider = within(dialog).getByRole('slider');
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax'), slider.getAttribute('aria-valuenow')]).toEqual(['10', '100', '10']);
  });

  it('[picture-crop] saves the kept area as a 220 by 220 PNG', async () => {
    const drawn: unknown[][] = [];
    const canvas: PngCanvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: (...args: unknown[]) => void drawn.push(args) }),
      toBlob: (done, type) => done(new Blob(['png'], { type })),
    };
    const png = await croppedPng({} as CanvasImageSource, { x: 5, y: 6, width: 400, height: 400 }, 220, () => canvas);
    expect([canvas.width, canvas.height, png.type]).toEqual([220, 220, 'image/png']);
    expect(drawn[0]?.slice(1)).toEqual([5, 6, 400, 400, 0, 0, 220, 220]);
  });

  it('sends an upload as multipart form data with the id and the picture file', () => {
    const form = multipartBody({ id: 12, profile_picture: new File(['png'], 'profile_picture.png', { type: 'image/png' }), skipped: null });
    expect(form.get('id')).toBe('12');
    expect((form.get('profile_picture') as File).name).toBe('profile_picture.png');
    expect(form.has('skipped')).toBe(false);
  });

  it('[picture-delete-confirm] asks "Are you sure you want to delete this profile picture?" before removing it', async () => {
    const call = renderMember();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Picture' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this profile picture?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.some(([operation]) => operation === 'deleteProfilePicture')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Picture' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('deleteProfilePicture', undefined, { path: { id: '12' } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Picture' })).toBeNull());
  });
});
