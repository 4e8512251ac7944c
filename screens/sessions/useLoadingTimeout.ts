import { useEffect, useState } from 'react';

/**
 * True once `loading` has lasted longer than `timeoutMs` (document 2, section 9: treatment loading
 * times out after 8000 ms); false again as soon as loading ends or starts over.
 *
 * @example
 * const timedOut = useLoadingTimeout(query.isPending, constants.treatmentLoadingTimeoutMs);
 */
export function useLoadingTimeout(loading: boolean, timeoutMs: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    if (!loading) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [loading, timeoutMs]);
  return loading && timedOut;
}
