import { useEffect, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` to 0, restarting whenever `seconds` or `restartKey`
 * changes (a new two-factor step, a resend). The session machine says how long the wait is; the
 * screen only shows it ticking.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}
