// /products (search by serial or name, 25 a page, delete confirm, Add Product), /addproducts, /editproducts/{id}.
import { addProduct, deleteProduct, fetchProductPage, updateProduct, type Product } from '../../../api/catalogue';
import type { ApiResult } from '../../../api/client';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { rupeesShown } from '../../../ui/records/order-rows';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { useGo } from '../../../ui/records/PathLink';
import { type ServerQuery } from '../../../ui/records/useServerList';
import { RecordHead } from '../records/RecordHead';
import { CatalogueForm } from './CatalogueForm';
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

export function ProductListScreen({ initialSearch = '', missingHsn = false }: { initialSearch?: string; missingHsn?: boolean }) {
  return (
    <ProductList<Product>
      screen="products"
      title="Product Management"
      fetchPage={missingHsn ? fetchMissingHsnPage : fetchPage}
      missingHsn={{ listPath: LIST, active: missingHsn, fetchPage: fetchProductPage }}
      what="product_list.php"
      columns={PRODUCT_COLUMNS}
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
