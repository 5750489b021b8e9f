// The print screens' flow (spec §4, §9): once the data is shown, the print dialog opens 2 seconds later; a title set
// for printing is restored 1 second after the dialog closes. window.print is looked up when called, so a test (or an
// embedding shell) can replace it.
import { useEffect } from 'react';

export const AUTO_PRINT_DELAY_MS = 2000;
export const TITLE_RESTORE_DELAY_MS = 1000;

export interface PrintTitle {
  text: string;
  /** 'page': the title while the page is open (tax invoice); 'printing': set for the dialog, then restored (quotation). */
  during: 'page' | 'printing';
}

export function openPrintDialog(): void {
  window.print();
}

/** Runs the flow once `ready` turns true; leaving the page cancels a pending print and puts the old title back. */
export function useAutoPrint(ready: boolean, title: PrintTitle | null): void {
  const text = title?.text ?? null;
  const during = title?.during ?? 'page';
  useEffect(() => {
    if (!ready) return;
    const previous = document.title;
    const timers: number[] = [];
    if (text !== null && during === 'page') document.title = text;
    timers.push(
      window.setTimeout(() => {
        if (text !== null) document.title = text;
        openPrintDialog();
        if (text !== null && during === 'printing') timers.push(window.setTimeout(() => (document.title = previous), TITLE_RESTORE_DELAY_MS));
      }, AUTO_PRINT_DELAY_MS),
    );
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      document.title = previous;
    };
  }, [ready, text, during]);
}
