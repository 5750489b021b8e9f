// The POS spinner stays at least 0.5 s on the first load (spec §4), so the screen never flickers.
import { useEffect, useState } from 'react';

export const MIN_SPINNER_MS = 500;

/** True until the first load is over and the spinner has shown for at least minMs. */
export function useFirstLoad(loading: boolean, minMs = MIN_SPINNER_MS): boolean {
  const [since] = useState(() => performance.now());
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || loading) return;
    const timer = setTimeout(() => setDone(true), Math.max(0, minMs - (performance.now() - since)));
    return () => clearTimeout(timer);
  }, [done, loading, minMs, since]);
  return !done;
}
