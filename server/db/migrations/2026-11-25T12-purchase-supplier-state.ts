import type { Kysely } from 'kysely';
import { supplierPlace } from '../../../core/tax-columns';

// Issue 19: a purchase's tax split follows where its supplier supplied from. A purchase already keeps the supplier's
// name as it was; now it keeps the supplier's state too (supplier_state), so a supplier who moves or re-registers later
// never changes the split of purchases already booked. Existing purchases take their supplier's place as it is now, by
// the rule a new purchase is saved with (core/tax-columns supplierPlace): its valid GSTIN's state, else its state field
// (which 2026-11-25T10-gst-states has already rewritten to the GST state table's names where it could).
/** The two tables' columns this migration reads and writes, as they were when it was written. */
interface Tables {
  suppliers: { id: number; state: string | null; gst_number: string | null };
  purchases: { supplier_id: number; supplier_state: string };
}

export function purchaseSupplierStateMigration() {
  return {
    async up(migrating: Kysely<unknown>): Promise<void> {
      const db = migrating as Kysely<Tables>;
      await db.schema
        .alterTable('purchases')
        .addColumn('supplier_state', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const suppliers = await db.selectFrom('suppliers').select(['id', 'state', 'gst_number']).execute();
      for (const supplier of suppliers) {
        const place = supplierPlace(supplier.state, supplier.gst_number);
        if (place === '') continue;
        await db.updateTable('purchases').set({ supplier_state: place }).where('supplier_id', '=', supplier.id).execute();
      }
    },
  };
}
