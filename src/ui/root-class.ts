// A screen that restyles the page around it (the billing screens fill the window; print pages are paper on grey)
// marks the document root while it is shown. The CSS reads `html.<name>`, not `:has(.<screen>)`: a `:has()` over the
// whole page is checked again on every change anywhere below it, i.e. on every scanned line.
import { useLayoutEffect } from 'react';

export function useRootClass(name: string): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(name);
    return () => root.classList.remove(name);
  }, [name]);
}
