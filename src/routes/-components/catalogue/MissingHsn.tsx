// The product lists' HSN check (issue 19): how many products would print on a tax invoice without an HSN code, a
// link (key H) to just those, and while they are shown, the way back to every product.
import { useEffect, useMemo, useState } from 'react';
import type { ApiResult } from '../../../api/client';
import type { Page, PageQuery } from '../../../api/catalogue';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { PathLink, useGo } from '../../../ui/records/PathLink';

export interface MissingHsnProps {
  /** The list's own path; `?nohsn=1` shows only the products without an HSN code. */
  listPath: string;
  active: boolean;
  fetchPage(query: PageQuery, size: number): Promise<ApiResult<Page<unknown>>>;
}

export const missingHsnPath = (listPath: string) => `${listPath}?nohsn=1`;

export function MissingHsn({ listPath, active, fetchPage }: MissingHsnProps) {
  const go = useGo();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPage({ page: 1, search: '', missingHsn: true }, 1).then((reply) => {
      if (live && reply.ok) setCount(reply.body.total);
    });
    return () => {
      live = false;
    };
  }, [fetchPage]);
  const target = active ? listPath : missingHsnPath(listPath);
  const commands = useMemo<Command[]>(
    () =>
      active || (count ?? 0) > 0
        ? [
            {
              id: 'products.missing-hsn',
              title: active ? 'All products' : 'Products without HSN Code',
              group: 'Screen',
              keywords: ['hsn'],
              kbd: 'h',
              run: () => go(target),
            },
          ]
        : [],
    [active, count, go, target],
  );
  useScreenCommands('products-missing-hsn', commands);
  if (active) {
    return (
      <>
        <span className="rec-warn" role="status">
          {count === null ? 'Without HSN Code' : `${count} without HSN Code: give each its HSN Code`}
        </span>
        <PathLink to={listPath} className="rec-action">
          All products<kbd aria-hidden="true">H</kbd>
        </PathLink>
      </>
    );
  }
  if (!count) return null;
  return (
    <PathLink to={target} className="rec-action rec-warn">
      {count === 1 ? '1 without HSN Code' : `${count} without HSN Code`}
      <kbd aria-hidden="true">H</kbd>
    </PathLink>
  );
}
