// /products (search by serial or name, 25 a page, delete confirm, Add Product; Space marks rows and L prints their
// barcode labels, issue 33), /addproducts, /editproducts/{id}.
import { useMemo, useState } from 'react';
import { addProduct, deleteProduct, fetchProductPage, updateProduct, type Product } from '../../../api/catalogue';
import type { ApiResult } from '../../../api/client';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { rupeesShown } from '../../../../core/records/order-rows';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { useGo } from '../../../ui/records/PathLink';
import { type ServerQuery } from '../../../ui/records/useServerList';
import { RecordHead } from '../records/RecordHead';
import { CatalogueForm } from './CatalogueForm';
import { LabelDialog, type LabelSource } from './LabelDialog';
import { ProductList, ProductLoadFailure } from './ProductList';
import {
  emptyProduct,
  PRODUCT_MESSAGES,
  productFields,
  productPayload,
  productProblems,
  productValues,
  type ProductChoices,
  type ProductField,
} from './product-form';

const LIST = '/products';
const editPath = (row: Product) => `/editproducts/${row.product_id}`;

const fetchPage = (query: ServerQuery) => fetchProductPage({ page: query.page, search: query.search }, PAGE_SIZE);
const fetchMissingHsnPage = (query: ServerQuery) => fetchProductPage({ page: query.page, search: query.search, missingHsn: true }, PAGE_SIZE);

const PRODUCT_COLUMNS: Column<Product>[] = [
  { key: 'serial', header: 'Serial No', cell: (row) => row.serial_no },
  { key: 'name', header: 'Product Name', className: 'rec-name', cell: (row) => row.product_name },
  { key: 'rate', header: 'Sell Rate', numeric: true, cell: (row) => rupeesShown(row.sell_rate) },
];
const GST_COLUMN: Column<Product> = { key: 'gst', header: 'GST %', numeric: true, cell: (row) => row.gst_percentage };

export function ProductListScreen({ initialSearch = '', missingHsn = false }: { initialSearch?: string; missingHsn?: boolean }) {
  // Rows marked for labels, across pages and searches, in the order they were marked.
  const [marked, setMarked] = useState<ReadonlyMap<string, Product>>(new Map());
  const [labels, setLabels] = useState<LabelSource | null>(null);
  const columns = useMemo<Column<Product>[]>(
    // After the spec's columns, so the list reads as before: serial, name, rate; then the product's own GST rate
    // (issue 31 item 4; blank: the shop's CGST + SGST).
    () => [...PRODUCT_COLUMNS, GST_COLUMN, { key: 'mark', header: 'Mark', className: 'rec-mark', cell: (row) => (marked.has(row.product_id) ? '[x]' : '[ ]') }],
    [marked],
  );
  const rowCommands = useMemo(
    () => [
      {
        id: 'mark',
        title: 'Mark for Labels',
        kbd: 'space',
        keywords: ['mark', 'select', 'labels'],
        run: (row: Product) =>
          setMarked((now) => {
            const next = new Map(now);
            if (next.has(row.product_id)) next.delete(row.product_id);
            else next.set(row.product_id, row);
            return next;
          }),
      },
      {
        id: 'labels',
        title: 'Print Labels',
        kbd: 'l',
        keywords: ['labels', 'barcode', 'print labels', 'stickers'],
        run: (row: Product) => setLabels({ kind: 'products', products: marked.size > 0 ? [...marked.values()] : [row] }),
      },
    ],
    [marked],
  );
  return (
    <ProductList<Product>
      screen="products"
      title="Product Management"
      fetchPage={missingHsn ? fetchMissingHsnPage : fetchPage}
      missingHsn={{ listPath: LIST, active: missingHsn, fetchPage: fetchProductPage }}
      what="product_list.php"
      columns={columns}
      rowCommands={rowCommands}
      before={
        marked.size > 0 && (
          <span className="rec-sub" role="status">
            {marked.size} marked
          </span>
        )
      }
      after={
        <LabelDialog
          source={labels}
          onClose={(printed) => {
            if (printed) setMarked(new Map());
            setLabels(null);
          }}
        />
      }
      editPath={editPath}
      deleteRow={deleteProduct}
      addPath="/addproducts"
      addLabel="Add Product"
      links={[
        { to: '/importproducts', label: 'Import Products' },
        { to: '/updatelist', label: 'Product Update' },
      ]}
      initialSearch={initialSearch}
    />
  );
}

export function AddProductScreen({ choices }: { choices: ProductChoices }) {
  const go = useGo();
  const save = async (values: Record<ProductField, string>) => {
    const reply = await addProduct(productPayload(values));
    if (!reply.ok) return showAlert(PRODUCT_MESSAGES.addFailed(reply.network ? '' : reply.msg));
    showAlert(PRODUCT_MESSAGES.added);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="add-product-title">
      <RecordHead id="add-product-title" title="Add Product" />
      <CatalogueForm<ProductField>
        screen="add-product"
        fields={productFields('add', choices)}
        initial={emptyProduct()}
        validate={(v) => productProblems('add', v)}
        saveLabel="Add Product"
        backTo={LIST}
        back={() => go(LIST)}
        onSave={save}
      />
    </section>
  );
}

export function EditProductScreen({ productId, reply, choices }: { productId: string; reply: ApiResult<Product>; choices: ProductChoices }) {
  const go = useGo();
  const save = async (values: Record<ProductField, string>) => {
    const result = await updateProduct(productPayload(values, productId));
    if (!result.ok) return showAlert(result.network ? PRODUCT_MESSAGES.updateNetwork : PRODUCT_MESSAGES.updateFailed(result.msg));
    showAlert(PRODUCT_MESSAGES.updated);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="edit-product-title">
      <RecordHead id="edit-product-title" title="Edit Product">
        {reply.ok && <span className="rec-sub">{reply.body.serial_no}</span>}
      </RecordHead>
      {reply.ok ? (
        <CatalogueForm<ProductField>
          screen="edit-product"
          fields={productFields('edit', choices)}
          initial={productValues(reply.body)}
          validate={(v) => productProblems('edit', v)}
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
