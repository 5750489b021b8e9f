// debit_note_list.php, debit_note_details.php and the return screen's purchase (purchase_return_detail.php).
import { sql, type Kysely } from 'kysely';
import type { DebitNoteListRow } from '../../core/api/debit-notes';
import { DEFAULT_SELLER_STATE } from '../../core/billing';
import { toDmy } from '../../core/dates';
import { purchaseSplit } from '../../core/tax-columns';
import { formatIndian, formatRupees } from '../../core/money';
import { formatPercent } from '../../core/percent';
import type { Database, Settings } from '../db/types';
import { ApiError } from '../envelope';
import { containsPattern, type ListFilter } from '../sales/fields';
import { countOf, pageOf, type Page } from '../sales/paging';
import { sellerDetail } from '../sales/print-invoice';
import { appliedOnPurchase, debitNoteNumber, debitNumeric, returnablePurchase, returnedByPurchaseLine } from './returns';
import { unitSerialsInStockOfPurchase } from './unit-serials';
import { productsTracking } from '../sales/unit-serials';

function notes(db: Kysely<Database>) {
  return db.selectFrom('debit_notes as n').innerJoin('purchases as p', 'p.purchase_id', 'n.purchase_id').innerJoin('suppliers as s', 's.id', 'n.supplier_id');
}

/** Newest first; Search matches the supplier's name or mobile, the reason, the DN number ("DN-3" or 3) or the purchase id. */
export async function listDebitNotes(db: Kysely<Database>, filter: ListFilter): Promise<Page<DebitNoteListRow>> {
  let matching = notes(db);
  if (filter.from) matching = matching.where('n.dn_date', '>=', filter.from);
  if (filter.to) matching = matching.where('n.dn_date', '<=', filter.to);
  if (filter.search !== '') {
    const byDn = /^dn-?/i.test(filter.search);
    const numberText = filter.search.replace(/^dn-?/i, '');
    const number = /^\d{1,9}$/.test(numberText) ? Number(numberText) : null;
    const pattern = containsPattern(filter.search);
    matching = matching.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('s.supplier_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('s.mobile')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('n.reason')}) like ${pattern} escape '\\'`,
        ...(number === null ? [] : byDn ? [eb('n.dn_no', '=', number)] : [eb('n.dn_no', '=', number), eb('n.purchase_id', '=', number)]),
      ]),
    );
  }
  const rows = (query: typeof matching) =>
    query
      .select([
        'n.debit_note_id',
        'n.dn_no',
        'n.dn_date',
        'n.purchase_id',
        'p.order_date',
        'n.supplier_id',
        'p.supplier_name as purchase_supplier',
        's.supplier_name',
        's.mobile',
        'n.reason',
        'n.total',
      ])
      .orderBy('n.dn_date', 'desc')
      .orderBy('n.debit_note_id', 'desc');
  return pageOf(
    filter.page,
    {
      all: () => rows(matching).execute(),
      page: (limit, offset) => rows(matching).limit(limit).offset(offset).execute(),
      count: () => countOf(matching),
    },
    (r) => ({
      debit_note_id: String(r.debit_note_id),
      debit_note_no: debitNoteNumber(r.dn_no),
      dn_date: toDmy(r.dn_date),
      purchase_id: String(r.purchase_id),
      purchase_date: toDmy(r.order_date),
      supplier_id: String(r.supplier_id),
      name: r.purchase_supplier || r.supplier_name,
      mobile: r.mobile,
      reason: r.reason,
      amount: formatIndian(Number(r.total)),
    }),
  );
}

/** One debit note as its details screen and its A4 print show it. */
export async function debitNoteDetail(db: Kysely<Database>, debitNoteId: number, settings: Settings) {
  const found = await db.selectFrom('debit_notes').selectAll().where('debit_note_id', '=', debitNoteId).executeTakeFirst();
  if (!found) throw new ApiError(404, `No debit note with debit_note_id ${debitNoteId}`);
  const note = debitNumeric(found);
  const purchase = await db.selectFrom('purchases').selectAll().where('purchase_id', '=', note.purchase_id).executeTakeFirstOrThrow();
  const supplier = await db
    .selectFrom('suppliers')
    .select(['supplier_name', 'mobile', 'address', 'state', 'gst_number'])
    .where('id', '=', note.supplier_id)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('debit_note_lines as r')
    .innerJoin('purchase_lines as l', 'l.od_id', 'r.od_id')
    .leftJoin('products as p', 'p.product_id', 'l.product_id')
    .select(['l.od_id', 'l.product_name', 'l.serial_no', 'l.unit', 'l.rate', 'p.hsn_code', 'r.qty', 'r.total'])
    .where('r.debit_note_id', '=', debitNoteId)
    .orderBy('r.line_no')
    .execute();
  return {
    debit_note_id: String(note.debit_note_id),
    debit_note_no: debitNoteNumber(note.dn_no),
    dn_date: toDmy(note.dn_date),
    reason: note.reason,
    purchase_id: String(note.purchase_id),
    purchase_date: toDmy(purchase.order_date),
    seller_detail: sellerDetail(settings),
    supplier_detail: {
      supplier_id: String(note.supplier_id),
      name: purchase.supplier_name || supplier.supplier_name,
      tax_number: supplier.gst_number,
      address: supplier.address,
      state: purchase.supplier_state || supplier.state,
      telephone: supplier.mobile,
    },
    lines: lines.map((l) => ({
      purchase_detail_id: String(l.od_id),
      product_name: l.product_name,
      serial_no: l.serial_no,
      hsn_code: l.hsn_code ?? '',
      unit: l.unit,
      amount_per_product: formatRupees(Number(l.rate)),
      qty: l.qty,
      total_per_product: formatRupees(Number(l.total)),
    })),
    final_billing: {
      subtotal: formatRupees(note.subtotal),
      taxable: formatRupees(note.taxable),
      gst_percentage: formatPercent(purchase.gst_bp),
      // The split the note was reversed under (stored in its columns); a note without GST follows the purchase's place.
      tax_split: note.igst_amt > 0 ? 'inter' : note.gst_amt > 0 ? 'intra' : purchaseSplit(purchase.supplier_state, settings.state || DEFAULT_SELLER_STATE),
      cgst: formatRupees(note.cgst_amt),
      sgst: formatRupees(note.sgst_amt),
      igst: formatRupees(note.igst_amt),
      gst_total: formatRupees(note.gst_amt),
      total: formatRupees(note.total),
    },
    settlement: { applied: formatRupees(note.applied), due: formatRupees(note.due) },
  };
}

/** The return screen's purchase: each line with how many were bought, returned before, can still go back, and stock. */
export async function purchaseReturnDetail(db: Kysely<Database>, purchaseId: number) {
  const { purchase, lines } = await returnablePurchase(db, purchaseId);
  const [returned, applied, inStock, tracking, earlier] = await Promise.all([
    returnedByPurchaseLine(db, purchaseId),
    appliedOnPurchase(db, purchaseId),
    unitSerialsInStockOfPurchase(db, purchaseId),
    productsTracking(
      db,
      lines.map((l) => l.product_id),
    ),
    db
      .selectFrom('debit_notes')
      .select(['debit_note_id', 'dn_no', 'dn_date', 'total'])
      .where('purchase_id', '=', purchaseId)
      .orderBy('debit_note_id')
      .execute(),
  ]);
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const stock = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('products').select(['product_id', 'stock']).where('product_id', 'in', ids).execute()).map((p) => [p.product_id, Number(p.stock)]),
  );
  return {
    purchase_id: String(purchase.purchase_id),
    orderdate: toDmy(purchase.order_date),
    supplier_name: purchase.supplier_name,
    total: formatRupees(Number(purchase.total)),
    balance: formatRupees(Math.max(0, Number(purchase.total) - Number(purchase.paid_amount) - applied)),
    lines: lines.map((l) => {
      const back = returned.get(l.od_id) ?? 0;
      return {
        purchase_detail_id: String(l.od_id),
        product_name: l.product_name,
        serial_no: l.serial_no,
        amount_per_product: formatRupees(Number(l.rate)),
        qty: l.qty,
        returned: back,
        returnable: l.qty - back,
        stock: stock.get(l.product_id) ?? 0,
        total_per_product: formatRupees(Number(l.total)),
        // Issue 33 item 4: a line of a product that tracks unit serials sends back units by serial; these are the
        // line's units still in stock (received on it, not sold, not sent back), to pick from.
        track_unit_serials: tracking.get(l.product_id)?.tracks ?? false,
        unit_serials_in_stock: inStock.get(l.od_id) ?? [],
      };
    }),
    debit_notes: earlier.map((n) => ({
      debit_note_id: String(n.debit_note_id),
      debit_note_no: debitNoteNumber(n.dn_no),
      dn_date: toDmy(n.dn_date),
      total: formatRupees(Number(n.total)),
    })),
  };
}
