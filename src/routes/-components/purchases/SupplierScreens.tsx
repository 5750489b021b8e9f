// /supplier (Supplier Management, 25 a page, edit, delete), /addsupplier and /editsupplier/{id} (back-office §2, §5, §8).
import { useMemo } from 'react';
import type { ApiResult } from '../../../api/client';
import { addSupplier, deleteSupplier, fetchSupplierList, updateSupplier, type SupplierForm, type SupplierRecord } from '../../../api/suppliers';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { announce } from '../../../ui/status';
import { CatalogueForm } from '../catalogue/CatalogueForm';
import { LoadFailure } from '../records/BillParts';
import { DELETE_WORDS, ManagedListScreen } from '../records/ManagedListScreen';
import { ledgerPath } from '../ledger/ledger-paths';
import { RecordHead } from '../records/RecordHead';
import { EMPTY_SUPPLIER, followSupplierGstin, SUPPLIER_LABELS, supplierProblems, type SupplierField } from './supplier-form';

const supplierHaystack = (row: SupplierRecord) => haystack(row.supplier_name, row.mobile, row.gst_number);
const editPath = (id: string) => `/editsupplier/${id}`;

export function SupplierListScreen() {
  const list = useClientList({ load: fetchSupplierList, what: 'supplier_list', haystackOf: supplierHaystack });
  const go = useGo();
  const first = firstSerial(list.page);
  const columns = useMemo<Column<SupplierRecord>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'name', header: 'Supplier Name', className: 'rec-name', cell: (row) => row.supplier_name },
      { key: 'mobile', header: 'Phone Number', cell: (row) => row.mobile },
      { key: 'gst', header: 'GST Number', cell: (row) => row.gst_number },
      { key: 'address', header: 'Address', className: 'rec-note', cell: (row) => row.address },
    ],
    [first],
  );
  const remove = async (row: SupplierRecord) => {
    if (!row.id) return showAlert('Invalid User ID');
    const reply = await deleteSupplier(row.id);
    if (reply.ok) {
      announce(reply.msg);
      showAlert(reply.msg);
      list.reload();
    } else showAlert(reply.network ? 'Failed to delete customer. Please try again.' : `Error: ${reply.msg}`);
  };
  return (
    <ManagedListScreen<SupplierRecord>
      screen="supplier"
      title="Supplier Management"
      addPath="/addsupplier"
      addLabel="Add Supplier"
      list={list}
      columns={columns}
      actionLinks={(row) => (
        <PathLink to={editPath(row.id)} tabIndex={-1}>
          Edit
        </PathLink>
      )}
      rowKey={(row) => row.id}
      labels={{ open: 'Edit', edit: 'Edit', ledger: 'Ledger', remove: 'Delete' }}
      open={(row) => go(editPath(row.id))}
      edit={(row) => go(editPath(row.id))}
      ledger={(row) => go(ledgerPath('supplier', row.id))}
      remove={{ words: DELETE_WORDS, run: remove, missing: () => showAlert('Invalid User ID') }}
    />
  );
}

const FIELDS = (['supplier_name', 'mobile', 'gst_number', 'address', 'state', 'opening_balance', 'opening_date', 'credit_days'] as const).map((name) => ({
  name,
  label: SUPPLIER_LABELS[name],
  required: name === 'supplier_name',
  maxLength:
    name === 'mobile'
      ? 10
      : name === 'gst_number'
        ? 15
        : name === 'address'
          ? 500
          : name === 'state'
            ? 100
            : name === 'opening_date'
              ? 10
              : name === 'opening_balance'
                ? 20
                : name === 'credit_days'
                  ? 3
                  : 200,
  inputMode: name === 'mobile' || name === 'credit_days' ? ('numeric' as const) : name === 'opening_balance' ? ('decimal' as const) : undefined,
  picker: name === 'state' ? ('state' as const) : undefined,
}));

export function SupplierFormScreen({ edit }: { edit?: { id: string; reply: ApiResult<SupplierRecord> } }) {
  const go = useGo();
  const back = () => go('/supplier');
  const save = async (values: Record<SupplierField, string>) => {
    const form: SupplierForm = { ...values, gst_number: values.gst_number.trim().toUpperCase() };
    if (edit) {
      const reply = await updateSupplier(edit.id, form);
      if (!reply.ok) return showAlert(reply.network ? 'An error occurred while updating supplier details.' : `Failed to update supplier details: ${reply.msg}`);
      showAlert('Supplier details updated successfully!');
    } else {
      const reply = await addSupplier(form);
      if (!reply.ok) return showAlert(reply.network ? 'Required field is empty' : `Failed to add Supplier. Error: ${reply.msg}`);
      showAlert('Supplier added successfully!');
    }
    back();
  };
  const form = (initial: SupplierForm) => (
    <CatalogueForm<SupplierField>
      screen="supplier-form"
      fields={FIELDS}
      initial={initial}
      validate={(values) => supplierProblems(values, 'page')}
      saveLabel={edit ? 'Update' : 'Submit'}
      backTo="/supplier"
      back={back}
      onSave={save}
      follow={followSupplierGstin}
    />
  );
  return (
    <section className="rec-screen" aria-labelledby="supplier-form-title">
      <RecordHead id="supplier-form-title" title={edit ? 'Edit Supplier' : 'Add Supplier'} />
      {!edit ? (
        form(EMPTY_SUPPLIER)
      ) : edit.reply.ok ? (
        form({
          supplier_name: edit.reply.body.supplier_name,
          mobile: edit.reply.body.mobile,
          gst_number: edit.reply.body.gst_number,
          address: edit.reply.body.address,
          state: edit.reply.body.state ?? '',
          opening_balance: edit.reply.body.opening_balance ?? '',
          opening_date: edit.reply.body.opening_date ?? '',
          credit_days: edit.reply.body.credit_days ?? '',
        })
      ) : (
        <LoadFailure reply={edit.reply} back="/supplier" />
      )}
    </section>
  );
}
