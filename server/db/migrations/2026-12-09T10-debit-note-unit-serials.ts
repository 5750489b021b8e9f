import type { Kysely } from 'kysely';

// Issue 33 item 4 on the purchase return side: a debit note that sends units of a tracked product back to the supplier
// names them. The unit's purchase row (movement 'purchase') takes the debit note's id: the unit is out of stock (not
// sold, not received elsewhere until it comes in again), and its story shows the debit note. Null: not sent back.
export function debitNoteUnitSerialsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('unit_serials')
        .addColumn('debit_note_id', 'integer', (c) => c.references('debit_notes.debit_note_id'))
        .execute();
      await db.schema.createIndex('unit_serials_debit_note').on('unit_serials').column('debit_note_id').execute();
    },
  };
}
