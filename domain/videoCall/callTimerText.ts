/**
 * The call timer as the call window shows it: minutes and two-digit seconds (document 2, section
 * 9: "Time in session shown as m:ss").
 *
 * @example
 * callTimerText(0); // '0:00'
 * callTimerText(75); // '1:15'
 * callTimerText(3600); // '60:00'
 */
export function callTimerText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
