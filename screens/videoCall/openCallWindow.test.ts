// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { focusRomTimeWindow } from '../rtmDashboard/romTimeWindow';
import { openCallWindow } from './openCallWindow';

describe('openCallWindow', () => {
  it('[video-window] opens a separate 1280x720 window on the call route, which Focus ROMTime Window brings forward', () => {
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const open = vi.fn(() => window);
    expect(openCallWindow(7, open)).toBe(window);
    expect(open).toHaveBeenCalledWith('/call/7', 'romTimeCall', 'popup,width=1280,height=720');
    focus.mockClear();
    expect(focusRomTimeWindow()).toBe(true);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('answers null when the browser blocks the pop-up', () => {
    expect(openCallWindow(7, () => null)).toBeNull();
    expect(focusRomTimeWindow()).toBe(false);
  });
});
