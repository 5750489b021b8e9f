// /products (search by serial or name, 25 a page, delete confirm, Add Product), /addproducts, /editproducts/{id}.
import { useEffect, useMemo, useRef } from 'react';
import { addProduct, deleteProduct, fetchBrands, fetchCategories, fetchProductPage, fetchSuppliers, fetchUnits, updateProduct, type Product } from '../../../api/catalogue';
import type { ApiResult } from '../../../api/client';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { useSpinnerHold } from '../../../ui/records/useSpinnerHold';
import { RecordList } from '../../../ui/records/RecordList';
import { useServerList, type ServerQuery } from '../../../ui/records/useServerList';
import { RecordHead } from '../records/RecordHead';
import { CatalogueForm } from './CatalogueForm';
import { choicesOf, emptyProduct, PRODUCT_MESSAGES, productFields, productPayload, productProblems, productValues, type ProductChoices, type ProductField } from './product-form';

const LIST = '/products';
const editPath = (row: Product) => `/editproducts/${row.product_id}`;
export const DELETE_WORDS = { text: 'Are you sure you want to delete this product?', cancel: 'No', confirm: 'Yes, Delete' } as const;

const fetchPage = (query: ServerQuery) => fetchProductPage({ page: query.page, search: query.search }, PAGE_SIZE);

export function ProductListScreen({ initialSearch = '' }: { initialSearch?: string }) {
  const list = useServerList(fetchPage, 'product_list.php');
  const spinning = useSpinnerHold(list.loading);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || initialSearch === '') return;
    started.current = true;
    list.onSearch(initialSearch);
  }, [initialSearch, list]);
  const go = useGo();
  const columns = useMemo<Column<Product>[]>(
    () => [
      { key: 'serial', header: 'Serial No', cell: (row) => row.serial_no },
      { key: 'name', header: 'Product Name', className: 'rec-name', cell: (row) => row.product_name },
      { key: 'rate', header: 'Sell Rate', numeric: true, cell: (row) => row.sell_rate },
    ],
    [],
  );
  const remove = async (row: Product) => {
    const reply = await deleteProduct(row.product_id);
    if (reply.ok) {
      showAlert(PRODUCT_MESSAGES.deleted);
      list.reload();
    } else showAlert(reply.network ? PRODUCT_MESSAGES.deleteFailed : reply.msg || PRODUCT_MESSAGES.deleteFailed);
  };
  return (
    <section className="rec-screen" aria-labelledby="products-title">
      <RecordHead id="products-title" title="Product Management">
        <PathLink to="/addproducts" className="rec-action">
          Add Product<kbd aria-hidden="true">A</kbd>
        </PathLink>
        <PathLink to="/importproducts" className="rec-action">
          Import Products
        </PathLink>
        <PathLink to="/updatelist" className="rec-action">
          Product Update
        </PathLink>
      </RecordHead>
      <RecordList<Product>
        screen="products"
        tableLabel="Product Management"
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
        loading={spinning}
        emptyText="No Record found"
        search={{ label: 'Search', value: list.searchText, onChange: list.onSearch, flush: list.flush }}
        labels={{ open: 'Edit', edit: 'Edit', remove: 'Delete', add: 'Add Product' }}
        open={(row) => go(editPath(row))}
        edit={(row) => go(editPath(row))}
        add={() => go('/addproducts')}
        remove={{ words: DELETE_WORDS, run: remove }}
      />
    </section>
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
