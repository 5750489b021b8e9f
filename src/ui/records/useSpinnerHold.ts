// back-office §4: "after product load the spinner stays for 500 ms" — the product lists keep their spinner (and
// aria-busy) this long after each load ends, as the shop's staff are used to.
import { useEffect, useState } from 'react';

export const PRODUCT_SPINNER_HOLD_MS = 500;

export function useSpinnerHold(loading: boolean, holdMs = PRODUCT_SPINNER_HOLD_MS): boolean {
  const [held, setHeld] = useState(loading);
  useEffect(() => {
    if (loading) {
      setHeld(true);
      return;
    }
    const timer = setTimeout(() => setHeld(false), holdMs);
    return () => clearTimeout(timer);
  }, [loading, holdMs]);
  return loading || held;
}
