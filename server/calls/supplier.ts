// supplier_list, supplier_add, supplier_detail, supplier_detail_update, supplier_list_delete (back-office §7 Suppliers).
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { supplierBody, supplierFields, toSupplierFields, type SupplierFields } from '../../core/purchase/purchase.payload';
import type { SupplierRecord } from '../../core/purchase/purchase.replies';
import { defineCall } from '../call';
import type { Database, SupplierTable } from '../db/types';
import { ApiError } from '../envelope';
import { idField } from '../../core/forms/fields';
import { toDmy } from '../../core/dates';
import { formatRupees } from '../../core/money';
import type { Opening } from '../../core/ledger/opening';
import { checkedOpening } from '../ledger/opening';

type Supplier = Selectable<SupplierTable>;

const supplierIdBody = z.object({ supplier_id: idField() });
const noSupplier = (id: number) => new ApiError(404, `No supplier with supplier_id ${id}`);

/** The spec's Supplier (id, supplier_name, mobile, address, gst_number); supplier_id repeats id for the pickers. */
function view(
  s: Pick<Supplier, 'id' | 'supplier_name' | 'mobile' | 'address' | 'gst_number' | 'state' | 'opening_balance' | 'opening_date' | 'credit_days'>,
): SupplierRecord {
  return {
    id: String(s.id),
    supplier_id: String(s.id),
    supplier_name: s.supplier_name,
    mobile: s.mobile,
    address: s.address,
    gst_number: s.gst_number,
    state: s.state,
    opening_balance: formatRupees(Number(s.opening_balance)),
    opening_date: s.opening_date === '' ? '' : toDmy(s.opening_date),
    credit_days: String(s.credit_days),
  };
}

async function findSupplier(db: Kysely<Database>, id: number): Promise<Supplier | undefined> {
  return db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

function columns(fields: SupplierFields, opening: Opening) {
  return {
    supplier_name: fields.supplierName,
    mobile: fields.mobile,
    gst_number: fields.gstNumber,
    address: fields.address,
    ...(fields.state === undefined ? {} : { state: fields.state }),
    opening_balance: opening.balance,
    opening_date: opening.date,
    ...(fields.creditDays === undefined ? {} : { credit_days: fields.creditDays }),
  };
}

export const supplierList = defineCall({
  path: 'supplier_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    const rows = await db
      .selectFrom('suppliers')
      .select(['id', 'supplier_name', 'mobile', 'address', 'gst_number', 'state', 'opening_balance', 'opening_date', 'credit_days'])
      .orderBy('supplier_name')
      .orderBy('id')
      .execute();
    return { body: rows.map(view) };
  },
});

export const supplierAdd = defineCall({
  path: 'supplier_add.php',
  write: true,
  schema: supplierBody,
  async run({ db, body, now, audit, user }) {
    const at = now.toISOString();
    const opening = await checkedOpening(db, 'supplier', null, null, body.opening, user, now);
    const row = await db
      .insertInto('suppliers')
      .values({ state: '', ...columns(body, opening), created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit({ entity: 'supplier', entityId: row.id, after: row });
    return { msg: 'Supplier added successfully!', body: view(row) };
  },
});

export const supplierDetail = defineCall({
  path: 'supplier_detail.php',
  schema: supplierIdBody,
  async run({ db, body }) {
    const supplier = await findSupplier(db, body.supplier_id);
    if (!supplier) throw noSupplier(body.supplier_id);
    return { body: view(supplier) };
  },
});

export const supplierDetailUpdate = defineCall({
  path: 'supplier_detail_update.php',
  write: true,
  schema: z.object({ supplier_id: idField(), ...supplierFields }).transform((b, ctx) => ({ supplierId: b.supplier_id, fields: toSupplierFields(b, ctx) })),
  async run({ db, body, now, audit, user }) {
    const before = await findSupplier(db, body.supplierId);
    if (!before) throw noSupplier(body.supplierId);
    const stored = { balance: Number(before.opening_balance), date: before.opening_date };
    const opening = await checkedOpening(db, 'supplier', body.supplierId, stored, body.fields.opening, user, now);
    const after = await db
      .updateTable('suppliers')
      .set({ ...columns(body.fields, opening), updated_at: now.toISOString() })
      .where('id', '=', body.supplierId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit({ entity: 'supplier', entityId: body.supplierId, before, after });
    return { msg: 'Supplier details updated successfully!', body: view(after) };
  },
});

export const supplierListDelete = defineCall({
  path: 'supplier_list_delete.php',
  write: true,
  schema: supplierIdBody,
  async run({ db, body, audit }) {
    const before = await findSupplier(db, body.supplier_id);
    if (!before) throw noSupplier(body.supplier_id);
    const product = await db.selectFrom('products').select('product_id').where('supplier_id', '=', body.supplier_id).executeTakeFirst();
    const purchase = await db.selectFrom('purchases').select('purchase_id').where('supplier_id', '=', body.supplier_id).executeTakeFirst();
    if (product || purchase) {
      throw new ApiError(409, `${before.supplier_name} has ${product ? 'products' : 'purchases'} on record: a supplier in use cannot be deleted.`);
    }
    await db.deleteFrom('suppliers').where('id', '=', body.supplier_id).execute();
    await audit({ entity: 'supplier', entityId: body.supplier_id, before });
    return { msg: 'Supplier Deleted Successfully', body: null };
  },
});
