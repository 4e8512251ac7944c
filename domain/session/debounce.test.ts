import { describe, expect, it, vi } from 'vitest';
import { debounce, type DebounceClock } from './debounce';

/** A clock whose time moves only when the test says so. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: DebounceClock = {
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.callback();
    }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('debounce', () => {
  it('[activity-debounce] calls once, 200 ms after the last of a burst', () => {
    const { clock, advance } = manualClock();
    const onActivity = vi.fn();
    const activity = debounce(onActivity, 200, clock);
    activity();
    advance(150);
    activity();
    advance(150);
    activity();
    advance(199);
    expect(onActivity).not.toHaveBeenCalled();
    advance(1);
    expect(onActivity).toHaveBeenCalledTimes(1);
  });

  it('[activity-debounce] calls again for a later burst', () => {
    const { clock, advance } = manualClock();
    const onActivity = vi.fn();
    const activity = debounce(onActivity, 200, clock);
    activity();
    advance(200);
    activity();
    advance(200);
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending call and leaves no timer behind', () => {
    const { clock, advance, pending } = manualClock();
    const onActivity = vi.fn();
    const activity = debounce(onActivity, 200, clock);
    activity();
    activity.cancel();
    expect(pending()).toBe(0);
    advance(1000);
    expect(onActivity).not.toHaveBeenCalled();
  });
});
