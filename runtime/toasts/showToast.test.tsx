// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../src/generated/catalog';
import { showSuccess } from './showSuccess';
import { showToast } from './showToast';
import { ToastHost } from './ToastHost';

function renderHost() {
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('showToast', () => {
  it('[toast-shape] shows a title, a description and the image of its kind', async () => {
    renderHost();
    act(() => {
      showToast({ kind: 'error', title: 'Error', description: 'NPI number not found' });
    });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('NPI number not found');
    expect(toast.querySelector('[data-toast-icon="error"]')).not.toBeNull();
  });

  it("issue 27 defect 10: the toast's close button has a name for screen readers", async () => {
    renderHost();
    act(() => {
      showToast({ kind: 'info', title: 'Saved' });
    });
    const toast = await screen.findByRole('alert');
    const close = toast.querySelector('button');
    expect(close?.getAttribute('aria-label')).toBe(message('toastClose'));
  });

  it('[toast-shape] closes when clicked', async () => {
    renderHost();
    act(() => {
      showToast({ kind: 'info', title: 'Saved' });
    });
    fireEvent.click(await screen.findByRole('alert'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('[toast-shape] closes by itself after 5 seconds by default', () => {
    const show = vi.spyOn(notifications, 'show');
    showToast({ kind: 'error', title: 'Error' });
    showToast({ kind: 'error', title: 'Error', autoCloseMs: 9000 });
    expect(show.mock.calls.map(([data]) => data.autoClose)).toEqual([5000, 9000]);
    show.mockRestore();
  });

  it('issue 27 defect 11: a success toast says what happened, in the words it is given', async () => {
    renderHost();
    act(() => {
      showSuccess('Patient created!');
    });
    await screen.findByText('Patient created!');
  });
});
