// /retailproduct (25 a page, price-list PDF icon, delete confirm), /addretailproduct, /editretailproduct/{id}.
import { addRetailProduct, deleteRetailProduct, fetchRetailPage, updateRetailProduct, type RetailProduct } from '../../../api/catalogue';
import type { ApiResult } from '../../../api/client';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { rupeesShown } from '../../../../core/records/order-rows';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { useGo } from '../../../ui/records/PathLink';
import { type ServerQuery } from '../../../ui/records/useServerList';
import { RecordHead } from '../records/RecordHead';
import { CatalogueForm } from './CatalogueForm';
import { PRODUCT_MESSAGES } from './product-form';
import { ProductList, ProductLoadFailure } from './ProductList';
import { emptyRetail, retailFields, retailPayload, retailProblems, retailValues, type RetailField } from './retail-form';
import { savePriceList } from './save-price-list';
import '../../../styles/catalogue.css';

const LIST = '/retailproduct';
const editPath = (row: RetailProduct) => `/editretailproduct/${row.product_id}`;
const fetchPage = (query: ServerQuery) => fetchRetailPage({ page: query.page, search: query.search }, PAGE_SIZE);
const fetchMissingHsnPage = (query: ServerQuery) => fetchRetailPage({ page: query.page, search: query.search, missingHsn: true }, PAGE_SIZE);

const PRICE_LIST_COMMANDS: Command[] = [
  {
    id: 'retail-products.price-list',
    title: 'Download Price List',
    group: 'Screen',
    keywords: ['price list', 'pdf'],
    kbd: 'p',
    run: () => void savePriceList(),
  },
];

const RETAIL_COLUMNS: Column<RetailProduct>[] = [
  { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (row) => row.sno },
  { key: 'name', header: 'Product Name', className: 'rec-name', cell: (row) => row.product_name },
  { key: 'code', header: 'Product Code', cell: (row) => row.product_code },
  { key: 'rate', header: 'Rate', numeric: true, cell: (row) => rupeesShown(row.rate) },
  { key: 'box', header: 'Qty Per Box', numeric: true, cell: (row) => row.qty_per_box },
  { key: 'stock', header: 'Stock', numeric: true, cell: (row) => row.stock },
  // Issue 31 item 4: the product's own GST rate; blank, the shop's CGST + SGST.
  { key: 'gst', header: 'GST %', numeric: true, cell: (row) => row.gst_percentage },
];

export function RetailListScreen({ missingHsn = false }: { missingHsn?: boolean }) {
  useScreenCommands('retail-products-pdf', PRICE_LIST_COMMANDS);
  return (
    <ProductList<RetailProduct>
      screen="retail-products"
      title="Retail Product Management"
      fetchPage={missingHsn ? fetchMissingHsnPage : fetchPage}
      missingHsn={{ listPath: LIST, active: missingHsn, fetchPage: fetchRetailPage }}
      what="retail_product_list.php"
      columns={RETAIL_COLUMNS}
      editPath={editPath}
      deleteRow={deleteRetailProduct}
      addPath="/addretailproduct"
      addLabel="Add Retail Product"
      before={
        <button type="button" className="rec-action rec-pdf" aria-label="Download Price List" title="Price List (PDF)" onClick={() => void savePriceList()}>
          PDF Price List<kbd aria-hidden="true">P</kbd>
        </button>
      }
      links={[
        { to: '/importretailproduct', label: 'Import Retail Products' },
        { to: '/updateretaillist', label: 'Retail Product Update' },
      ]}
    />
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
      <CatalogueForm<RetailField>
        screen="add-retail"
        fields={retailFields('add')}
        initial={emptyRetail()}
        validate={retailProblems}
        saveLabel="Add Product"
        backTo={LIST}
        back={() => go(LIST)}
        onSave={save}
      />
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
        <CatalogueForm<RetailField>
          screen="edit-retail"
          fields={retailFields('edit')}
          initial={retailValues(reply.body)}
          validate={retailProblems}
          saveLabel="Update Product"
          backTo={LIST}
          back={() => go(LIST)}
          onSave={save}
        />
      ) : (
        <ProductLoadFailure network={reply.network} list={LIST} />
      )}
    </section>
  );
}
