// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForActivity } from './activityListener';

describe('listenForActivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[activity-debounce] reports a burst of activity once, 200 ms after it ends', () => {
    const seen: number[] = [];
    const stop = listenForActivity(window, () => seen.push(Date.now()), 200);
    for (let i = 0; i < 10; i += 1) {
      window.dispatchEvent(new MouseEvent('mousemove'));
      vi.advanceTimersByTime(50);
    }
    expect(seen).toHaveLength(0);
    vi.advanceTimersByTime(150);
    expect(seen).toHaveLength(1);
    stop();
  });

  it('[activity-debounce] counts keys, clicks, scrolls and touches as activity', () => {
    let count = 0;
    const stop = listenForActivity(window, () => (count += 1), 200);
    for (const event of [
      new KeyboardEvent('keydown'),
      new MouseEvent('click'),
      new Event('scroll'),
      new Event('touchstart'),
    ]) {
      window.dispatchEvent(event);
      vi.advanceTimersByTime(200);
    }
    expect(count).toBe(4);
    stop();
  });

  it('stops reporting once stopped, even for a pending burst', () => {
    let count = 0;
    const stop = listenForActivity(window, () => (count += 1), 200);
    window.dispatchEvent(new MouseEvent('mousemove'));
    stop();
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(500);
    expect(count).toBe(0);
  });
});
