const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The room timer banner's text, mm:ss ([rtm-room-timer-format]); minutes keep counting past 59.
 *
 * @example
 * formatRoomTimer(65_000); // '01:05'
 */
export function formatRoomTimer(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}

/**
 * A tile's time in session, m:ss ([rtm-room-timer-format]).
 *
 * @example
 * formatSessionTime(65_000); // '1:05'
 */
export function formatSessionTime(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  return `${String(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}
