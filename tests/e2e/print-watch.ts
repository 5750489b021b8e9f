// The print watch of the e2e specs that print (print.spec.ts, payments-reports.spec.ts): window.print is replaced (no
// dialog can block headless Chromium), each call records the title and the time, and the time a printed document
// (.pr-sheet, or the 80 mm .pr-receipt) first appears is kept, all by the page's own clock.
import type { BrowserContext } from '@playwright/test';

export interface PrintCall {
  title: string;
  at: number;
}

declare global {
  interface Window {
    __prints: PrintCall[];
    __shownAt?: number;
  }
}

export async function watchPrinting(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__prints = [];
    window.print = () => {
      window.__prints.push({ title: document.title, at: performance.now() });
    };
    new MutationObserver((_, observer) => {
      if (document.querySelector('.pr-sheet, .pr-receipt')) {
        window.__shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
