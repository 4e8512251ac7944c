import type { Tone } from '../../runtime/formats/cellDisplay';

/** The chart variant's thresholds (document 1 section 9): at least 7 red, at least 4 amber. */
const chartRedFrom = 7;
const chartAmberFrom = 4;

/**
 * The pain colour of the session charts ([pain-colour-chart-variant]): at least 7 red, at least 4
 * amber, else green. On the whole numbers of the 0-10 scale it agrees with the table's colour; it
 * differs only for averaged values between 6 and 7 or between 3 and 4, which charts can show.
 *
 * @example
 * painChartTone(6.5); // 'amber' (the table would say red)
 */
export function painChartTone(pain: number): Tone {
  if (pain >= chartRedFrom) return 'red';
  if (pain >= chartAmberFrom) return 'amber';
  return 'green';
}
