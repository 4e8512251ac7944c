import { describe, expect, it } from 'vitest';
import { formatRoomTimer, formatSessionTime } from './roomTimer';

describe('room and session timers', () => {
  it.each([
    [0, '00:00'],
    [9_999, '00:09'],
    [65_000, '01:05'],
    [3_600_000, '60:00'],
  ])('[rtm-room-timer-format] the room timer shows %i ms as %s (mm:ss)', (ms, text) => {
    expect(formatRoomTimer(ms)).toBe(text);
  });

  it.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [754_000, '12:34'],
  ])('[rtm-room-timer-format] time in session shows %i ms as %s (m:ss)', (ms, text) => {
    expect(formatSessionTime(ms)).toBe(text);
  });
});
