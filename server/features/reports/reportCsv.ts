// The file name of a report download (its cells are written by server/http/csvText.ts).

/**
 * The download's file name: the report's name plus the date and time in `timezone`, `.csv`.
 *
 * @example
 * reportFileName('Custom Patients', new Date('2026-11-25T01:51:07Z'), 'UTC'); // 'Custom Patients 2026-11-25 01-51-07.csv'
 */
export function reportFileName(label: string, now: Date, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${label} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}-${parts.minute}-${parts.second}.csv`;
}
