// /retailproduct (25 a page, price-list PDF icon, delete confirm), /addretailproduct, /editretailproduct/{id}.
import { useMemo } from 'react';
import { addRetailProduct, deleteRetailProduct, fetchRetailPage, updateRetailProduct, type RetailProduct } from '../../../api/catalogue';
import type { ApiResult } from '../../../api/client';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { useServerList, type ServerQuery } from '../../../ui/records/useServerList';
import { RecordHead } from '../records/RecordHead';
import { CatalogueForm } from './CatalogueForm';
import { PRODUCT_MESSAGES } from './product-form';
import { DELETE_WORDS } from './ProductScreens';
import { emptyRetail, retailFields, retailPayload, retailProblems, retailValues, type RetailField } from './retail-form';
import { savePriceList } from './save-price-list';
import '../../../styles/catalogue.css';

const LIST = '/retailproduct';
const editPath = (row: RetailProduct) => `/editretailproduct/${row.product_id}`;
const fetchPage = (query: ServerQuery) => fetchRetailPage({ page: query.page, search: query.search }, PAGE_SIZE);

const PRICE_LIST_COMMANDS: Command[] = [
  { id: 'retail-products.price-list', title: 'Download Price List', group: 'Screen', keywords: ['price list', 'pdf'], kbd: 'p', run: () => void savePriceList() },
];

export function RetailListScreen() {
  const list = useServerList(fetchPage, 'retail_product_list.php');
  const go = useGo();
  useScreenCommands('retail-products-pdf', PRICE_LIST_COMMANDS);
  const columns = useMemo<Column<RetailProduct>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (row) => row.sno },
      { key: 'name', header: 'Product Name', className: 'rec-name', cell: (row) => row.product_name },
      { key: 'code', header: 'Product Code', cell: (row) => row.product_code },
      { key: 'rate', header: 'Rate', numeric: true, cell: (row) => row.rate },
      { key: 'box', header: 'Qty Per Box', numeric: true, cell: (row) => row.qty_per_box },
      { key: 'stock', header: 'Stock', numeric: true, cell: (row) => row.stock },
    ],
    [],
  );
  const remove = async (row: RetailProduct) => {
    const reply = await deleteRetailProduct(row.product_id);
    if (reply.ok) {
      showAlert(PRODUCT_MESSAGES.deleted);
      list.reload();
    } else showAlert(reply.network ? PRODUCT_MESSAGES.deleteFailed : reply.msg || PRODUCT_MESSAGES.deleteFailed);
  };
  return (
    <section className="rec-screen" aria-labelledby="retail-products-title">
      <RecordHead id="retail-products-title" title="Retail Product Management">
        <button type="button" className="rec-action rec-pdf" aria-label="Download Price List" title="Price List (PDF)" onClick={() => void savePriceList()}>
          PDF Price List<kbd aria-hidden="true">P</kbd>
        </button>
        <PathLink to="/addretailproduct" className="rec-action">
          Add Retail Product<kbd aria-hidden="true">A</kbd>
        </PathLink>
        <PathLink to="/importretailproduct" className="rec-action">
          Import Retail Products
        </PathLink>
        <PathLink to="/updateretaillist" className="rec-action">
          Retail Product Update
        </PathLink>
      </RecordHead>
      <RecordList<RetailProduct>
        screen="retail-products"
        tableLabel="Retail Product Management"
        columns={columns}
        actionLinks={(row) => (
          <PathLink to={editPath(row)} tabIndex={-1}>
            Edit
          </PathLink>
        )}
        rows={list.rows}
        rowKey={(row) => row.product_id}
        page={list.page}
        pageCount={list.pageCount}
        onPage={list.setPage}
        loading={list.loading}
        emptyText="No Record found"
        search={{ label: 'Search', value: list.searchText, onChange: list.onSearch, flush: list.flush }}
        labels={{ open: 'Edit', edit: 'Edit', remove: 'Delete', add: 'Add Retail Product' }}
        open={(row) => go(editPath(row))}
        edit={(row) => go(editPath(row))}
        add={() => go('/addretailproduct')}
        remove={{ words: DELETE_WORDS, run: remove }}
      />
    </section>
  );
}

export function AddRetailScreen() {
  const go = useGo();
  const save = async (values: Record<RetailField, string>) => {
    const reply = await addRetailProduct(retailPayload(values));
    if (!reply.ok) return showAlert(PRODUCT_MESSAGES.addFailed(reply.network ? '' : reply.msg));
    showAlert(PRODUCT_MESSAGES.added);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="add-retail-title">
      <RecordHead id="add-retail-title" title="Add Retail Product" />
      <CatalogueForm<RetailField> screen="add-retail" fields={retailFields('add')} initial={emptyRetail()} validate={retailProblems} saveLabel="Add Product" backTo={LIST} back={() => go(LIST)} onSave={save} />
    </section>
  );
}

export function EditRetailScreen({ reply }: { reply: ApiResult<RetailProduct> }) {
  const go = useGo();
  const save = async (values: Record<RetailField, string>) => {
    if (!reply.ok) return;
    const result = await updateRetailProduct(retailPayload(values, reply.body));
    if (!result.ok) return showAlert(result.network ? PRODUCT_MESSAGES.updateNetwork : PRODUCT_MESSAGES.updateFailed(result.msg));
    showAlert(PRODUCT_MESSAGES.updated);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="edit-retail-title">
      <RecordHead id="edit-retail-title" title="Edit Retail Product" />
      {reply.ok ? (
        <CatalogueForm<RetailField> screen="edit-retail" fields={retailFields('edit')} initial={retailValues(reply.body)} validate={retailProblems} saveLabel="Update Product" backTo={LIST} back={() => go(LIST)} onSave={save} />
      ) : (
        <>
          <p className="rec-error" role="alert">
            {reply.network ? PRODUCT_MESSAGES.fetchFailed : PRODUCT_MESSAGES.noData}
          </p>
          <PathLink to={LIST} className="rec-action">
            Back<kbd aria-hidden="true">Esc</kbd>
          </PathLink>
        </>
      )}
    </section>
  );
}
