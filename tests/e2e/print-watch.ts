// The print watch of the e2e specs that print (print.spec.ts, payments-reports.spec.ts): window.print is replaced (no
// dialog can block headless Chromium) and each call records the title and the time, by the page's own clock.
import type { BrowserContext, Page } from '@playwright/test';

export interface PrintCall {
  title: string;
  at: number;
}

declare global {
  interface Window {
    __prints: PrintCall[];
  }
}

export async function watchPrinting(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__prints = [];
    window.print = () => {
      window.__prints.push({ title: document.title, at: performance.now() });
    };
  });
}

/**
 * When the reply of the call a print page reads (ending in `callPath`) had fully arrived, by the page's clock. The
 * print delays run from there (the data's arrival), not from when a busy machine got round to drawing the page.
 */
export function dataArrivedAt(page: Page, callPath: string): Promise<number> {
  return page.evaluate(
    (path) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith(path))?.responseEnd ?? Number.NaN,
    callPath,
  );
}
