// The two server-paged product lists, /products and /retailproduct (back-office §2, §4): Search, 25 a page, the
// spinner held 500 ms after each load, Edit per row, delete confirm, Add (key A) and the import/update links; and the
// edit screens' "could not load" block.
import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiResult } from '../../../api/client';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { listBinding } from '../../../ui/records/list-binding';
import { RecordList, type RowCommand } from '../../../ui/records/RecordList';
import { useServerList, type ServerPage, type ServerQuery } from '../../../ui/records/useServerList';
import { useSpinnerHold } from '../../../ui/records/useSpinnerHold';
import { RecordHead } from '../records/RecordHead';
import { MissingHsn, type MissingHsnProps } from './MissingHsn';
import { PRODUCT_MESSAGES } from './product-form';

export const DELETE_WORDS = { text: 'Are you sure you want to delete this product?', cancel: 'No', confirm: 'Yes, Delete' } as const;

export interface ProductListProps<Row extends { product_id: string }> {
  /** Names the command scope and element ids; the title's id is `${screen}-title`. */
  screen: string;
  title: string;
  fetchPage(query: ServerQuery): Promise<ApiResult<ServerPage<Row>>>;
  /** Names the list in the console when its load fails. */
  what: string;
  columns: readonly Column<Row>[];
  editPath(row: Row): string;
  deleteRow(productId: string): Promise<ApiResult<unknown>>;
  addPath: string;
  addLabel: string;
  /** Head items before the Add link. */
  before?: ReactNode;
  /** Head links after the Add link. */
  links: ReadonlyArray<{ to: string; label: string }>;
  /** A search to run once on arrival. */
  initialSearch?: string;
  /** The products without an HSN code: their count and a link to just those. */
  missingHsn?: MissingHsnProps;
  /** The screen's own keys on the highlighted row (the product list's Mark and Labels, issue 33). */
  rowCommands?: readonly RowCommand<Row>[];
  /** Shown after the list (the screen's own dialogs). */
  after?: ReactNode;
}

export function ProductList<Row extends { product_id: string }>(props: ProductListProps<Row>) {
  const { screen, title, editPath, addPath, addLabel, initialSearch = '' } = props;
  const list = useServerList(props.fetchPage, props.what);
  const spinning = useSpinnerHold(list.loading);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || initialSearch === '') return;
    started.current = true;
    list.onSearch(initialSearch);
  }, [initialSearch, list]);
  const go = useGo();
  const remove = async (row: Row) => {
    const reply = await props.deleteRow(row.product_id);
    if (reply.ok) {
      showAlert(PRODUCT_MESSAGES.deleted);
      list.reload();
    } else showAlert(reply.network ? PRODUCT_MESSAGES.deleteFailed : reply.msg || PRODUCT_MESSAGES.deleteFailed);
  };
  const titleId = `${screen}-title`;
  return (
    <section className="rec-screen" aria-labelledby={titleId}>
      <RecordHead id={titleId} title={title}>
        {props.missingHsn && <MissingHsn {...props.missingHsn} />}
        {props.before}
        <PathLink to={addPath} className="rec-action">
          {addLabel}
          <kbd aria-hidden="true">A</kbd>
        </PathLink>
        {props.links.map((link) => (
          <PathLink key={link.to} to={link.to} className="rec-action">
            {link.label}
          </PathLink>
        ))}
      </RecordHead>
      <RecordList<Row>
        {...listBinding(list, 'Search', { loading: spinning })}
        screen={screen}
        tableLabel={title}
        columns={props.columns}
        actionLinks={(row) => (
          <PathLink to={editPath(row)} tabIndex={-1}>
            Edit
          </PathLink>
        )}
        rowKey={(row) => row.product_id}
        emptyText="No Record found"
        labels={{ open: 'Edit', edit: 'Edit', remove: 'Delete', add: addLabel }}
        open={(row) => go(editPath(row))}
        edit={(row) => go(editPath(row))}
        add={() => go(addPath)}
        remove={{ words: DELETE_WORDS, run: remove }}
        rowCommands={props.rowCommands}
      />
      {props.after}
    </section>
  );
}

/** An edit screen whose product did not load: the reason and Back (Esc) to the list. */
export function ProductLoadFailure({ network, list }: { network?: boolean; list: string }) {
  return (
    <>
      <p className="rec-error" role="alert">
        {network ? PRODUCT_MESSAGES.fetchFailed : PRODUCT_MESSAGES.noData}
      </p>
      <PathLink to={list} className="rec-action">
        Back<kbd aria-hidden="true">Esc</kbd>
      </PathLink>
    </>
  );
}
