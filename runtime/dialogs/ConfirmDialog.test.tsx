// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialogHost } from './ConfirmDialogHost';
import { createConfirmStore } from './confirmStore';

function renderHost() {
  const store = createConfirmStore();
  render(
    <MantineProvider>
      <ConfirmDialogHost store={store} />
    </MantineProvider>,
  );
  return store;
}

describe('the confirmation dialog', () => {
  it('asks with configurable labels and resolves true on the confirm button (Cancel/Unlock)', async () => {
    const store = renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = store.ask({
        title: 'Are you sure you want to unlock this patient?',
        cancelLabel: 'Cancel',
        confirmLabel: 'Unlock',
      });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to unlock this patient?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancel and shows Confirm/Cancel by default, one question at a time', async () => {
    const store = renderHost();
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = store.ask({ title: 'Are you sure?', message: 'This action cannot be undone' });
      second = store.ask({ title: 'Second question' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This action cannot be undone')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });
});
