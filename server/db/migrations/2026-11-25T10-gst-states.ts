import type { Kysely } from 'kysely';
import { resolveState, stateOfGstin } from '../../../core/gst-states';

// Issue 19: every state is one entry of the GST state table. Free-text states written before it ("TN", "tamilnadu",
// "Tamil Nadu ", "33") are rewritten to the table's name; text the table cannot map is left as it is, and
// state_review.php lists those rows for the owner to fix (a migration must not guess, nor drop what it cannot read).
const STATE_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['customers', 'state'],
  ['customers', 'place_of_supply'],
  ['suppliers', 'state'],
  ['settings', 'state'],
  ['orders', 'billing_state'],
];

export function gstStatesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const anyDb = db as Kysely<Record<string, Record<string, string>>>;
      for (const [table, column] of STATE_COLUMNS) {
        const rows = await anyDb.selectFrom(table).select(column).distinct().execute();
        for (const row of rows) {
          const written = row[column];
          if (typeof written !== 'string' || written.trim() === '') continue;
          const state = resolveState(written);
          if (!state || state.name === written) continue;
          await anyDb
            .updateTable(table)
            .set({ [column]: state.name })
            .where(column, '=', written)
            .execute();
        }
      }
      // A customer saved with a GSTIN and no state: the GSTIN's first two digits name it.
      const blank = await anyDb.selectFrom('customers').select(['user_id', 'tax_number']).where('state', '=', '').where('tax_number', '!=', '').execute();
      for (const customer of blank) {
        const state = stateOfGstin(customer.tax_number);
        if (state) await anyDb.updateTable('customers').set({ state: state.name }).where('user_id', '=', customer.user_id).execute();
      }
    },
  };
}
