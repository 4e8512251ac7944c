const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as the `YYYY-MM-DDTHH:mm` of a datetime-local input, in the browser's zone. */
export function localDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as unix seconds (undefined when it is empty or unreadable). */
export function unixSeconds(local: string): number | undefined {
  if (local === '') return undefined;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/** The start of the current minute, unix seconds: "not in the past" is judged to the minute. */
export function currentMinute(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60;
}
