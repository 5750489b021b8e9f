// Previous, numbered pages, Next, Last and "Page x of y" (spec §2).
import { pageWindow } from './pager';

export function Pager({ page, count, onPage }: { page: number; count: number; onPage(page: number): void }) {
  return (
    <nav className="rec-pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pageWindow(page, count).map((n) => (
        <button key={n} type="button" className="rec-page" aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => onPage(n)}>
          {n}
        </button>
      ))}
      <button type="button" disabled={page >= count} onClick={() => onPage(page + 1)}>
        Next
      </button>
      <button type="button" disabled={page >= count} onClick={() => onPage(count)}>
        Last
      </button>
      <span className="rec-page-of" aria-live="polite">
        Page {page} of {count}
      </span>
    </nav>
  );
}
