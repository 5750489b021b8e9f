import type { Kysely } from 'kysely';

// Issue 19: a purchase's tax split follows where its supplier supplied from. A purchase already keeps the supplier's
// name as it was; now it keeps the supplier's state too (supplier_state), so a supplier who moves or re-registers later
// never changes the split of purchases already booked. Existing purchases take their supplier's state as it is now:
// the 2-digit state code of the supplier's GSTIN when it has one (the GST state table reads "29" as Karnataka), else
// the supplier's state field. (Frozen here: the rule as written at this date, not core's, which may change.)
export function purchaseSupplierStateMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('purchases').addColumn('supplier_state', 'text', (c) => c.notNull().defaultTo('')).execute();
      const suppliers = await db.selectFrom('suppliers').select(['id', 'state', 'gst_number']).execute();
      for (const supplier of suppliers as Array<{ id: number; state: string | null; gst_number: string | null }>) {
        const code = /^\s*(\d{2})[0-9A-Za-z]{13}\s*$/.exec(supplier.gst_number ?? '')?.[1];
        const state = code ?? (supplier.state ?? '').trim();
        if (state === '') continue;
        await db.updateTable('purchases').set({ supplier_state: state }).where('supplier_id', '=', supplier.id).execute();
      }
    },
  };
}
