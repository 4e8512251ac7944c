// Picking a sortable row up with the keyboard, as a keyboard user starts a dnd-kit drag.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/**
 * Focuses `handle`, presses Space and resolves once the next arrow key moves the row: dnd-kit
 * marks the handle pressed at once but listens for the arrow keys only from a `setTimeout` after
 * the pick-up, so an arrow pressed in between is lost (seen on a loaded run). A task queued in the
 * page after the handle shows pressed runs after dnd-kit's.
 *
 * @example
 * await pickUpWithKeyboard(page.getByRole('button', { name: 'Drag period 2' }));
 * await page.keyboard.press('ArrowUp');
 */
export async function pickUpWithKeyboard(handle: Locator): Promise<void> {
  await handle.focus();
  await handle.page().keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await handle.page().evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
