import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { OpenDatabase } from './connect';
import type { Dialect } from './dialect';
import { catalogueVersionMigration } from './migrations/2026-11-22-catalogue-version';
import { initialMigration } from './migrations/2026-11-21-initial';
import { catalogueArchiveMigration } from './migrations/2026-11-21T0600-catalogue';
import { paymentsMigration } from './migrations/2026-11-22T0700-payments';
import { gstStatesMigration } from './migrations/2026-11-25T10-gst-states';
import { signInAttemptsMigration } from './migrations/2026-11-25T11-sign-in-attempts';
import { purchaseSupplierStateMigration } from './migrations/2026-11-25T12-purchase-supplier-state';
import { counterTenderMigration } from './migrations/2026-11-25T13-counter-tender';
import { upiIdMigration } from './migrations/2026-11-25T14-upi-id';
import { creditNotesMigration } from './migrations/2026-11-26T10-credit-notes';
import { complianceMigration } from './migrations/2026-11-26T20-compliance';
import { catalogueEpochMigration } from './migrations/2026-11-26T50-catalogue-epoch';
import { catalogueChangesMigration } from './migrations/2026-11-26T60-catalogue-changes';
import { dayEndOpeningCashMigration } from './migrations/2026-11-27T10-day-end-opening-cash';
import { creditApplicationsMigration } from './migrations/2026-11-27T20-credit-applications';
import { dayEndOneCloseMigration } from './migrations/2026-11-28T10-day-end-one-close';
import { numberFloorsMigration } from './migrations/2026-11-28T20-number-floors';
import { dayEndReopensMigration } from './migrations/2026-11-28T30-day-end-reopens';
import { printsMigration } from './migrations/2026-11-28T50-prints';
import { openingBalancesMigration } from './migrations/2026-11-28T60-opening-balances';
import { openingPaymentsMigration } from './migrations/2026-12-05T10-opening-payments';
import { creditDaysMigration } from './migrations/2026-12-05T20-credit-days';
import { serialOptionalMigration } from './migrations/2026-12-05T40-serial-optional';
import { supplierInvoiceMigration } from './migrations/2026-12-06T10-supplier-invoice';
import { gstFiledMonthsMigration } from './migrations/2026-12-06T20-gst-filed-months';
import { paymentModesMigration } from './migrations/2026-12-06T30-payment-modes';
import { irnMigration } from './migrations/2026-12-06T45-irn';
import { debitNotesMigration } from './migrations/2026-12-06T50-debit-notes';
import { gstOnPackingMigration } from './migrations/2026-12-07T10-gst-on-packing';
import { receiptPrinterMigration } from './migrations/2026-12-07T20-receipt-printer';
import { productBarcodesMigration } from './migrations/2026-12-07T30-product-barcodes';
import { unitSerialsMigration } from './migrations/2026-12-07T40-unit-serials';
import { itemGstRatesMigration } from './migrations/2026-12-08T10-item-gst-rates';
import { retailBarcodesMigration } from './migrations/2026-12-08T20-retail-barcodes';
import { retailUnitSerialsMigration } from './migrations/2026-12-08T21-retail-unit-serials';
import { debitNoteUnitSerialsMigration } from './migrations/2026-12-09T10-debit-note-unit-serials';
import { billCountersMigration } from './migrations/2026-12-09T20-bill-counters';

/**
 * On PostgreSQL every pending migration runs in one transaction, and the catalogue tables carry deferred constraint
 * triggers (2026-11-22-catalogue-version): a migration that writes rows of one of them leaves trigger events pending,
 * and a later migration's ALTER TABLE of that table then fails ("cannot ALTER TABLE … because it has pending trigger
 * events") on any shop with rows. Each migration therefore ends by firing what it left pending (SET CONSTRAINTS ALL
 * IMMEDIATE: the deferred checks run now, retroactively), so the next one starts clean.
 */
function settled(dialect: Dialect, migrations: Record<string, Migration>): Record<string, Migration> {
  if (dialect !== 'postgres') return migrations;
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        ...migration,
        async up(db) {
          await migration.up(db);
          await sql`set constraints all immediate`.execute(db);
        },
      },
    ]),
  );
}

function provider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return settled(dialect, {
        '2026-11-21-initial': initialMigration(dialect),
        '2026-11-21T0600-catalogue': catalogueArchiveMigration(),
        '2026-11-22-catalogue-version': catalogueVersionMigration(dialect),
        '2026-11-22T0700-payments': paymentsMigration(),
        '2026-11-25T10-gst-states': gstStatesMigration(),
        '2026-11-25T11-sign-in-attempts': signInAttemptsMigration(dialect),
        '2026-11-25T12-purchase-supplier-state': purchaseSupplierStateMigration(),
        '2026-11-25T13-counter-tender': counterTenderMigration(dialect),
        '2026-11-25T14-upi-id': upiIdMigration(),
        '2026-11-26T10-credit-notes': creditNotesMigration(dialect),
        '2026-11-26T20-compliance': complianceMigration(),
        '2026-11-26T50-catalogue-epoch': catalogueEpochMigration(),
        '2026-11-26T60-catalogue-changes': catalogueChangesMigration(dialect),
        '2026-11-27T10-day-end-opening-cash': dayEndOpeningCashMigration(),
        '2026-11-27T20-credit-applications': creditApplicationsMigration(dialect),
        '2026-11-28T10-day-end-one-close': dayEndOneCloseMigration(),
        '2026-11-28T20-number-floors': numberFloorsMigration(),
        '2026-11-28T30-day-end-reopens': dayEndReopensMigration(dialect),
        '2026-11-28T50-prints': printsMigration(),
        '2026-11-28T60-opening-balances': openingBalancesMigration(),
        '2026-12-05T10-opening-payments': openingPaymentsMigration(dialect),
        '2026-12-05T20-credit-days': creditDaysMigration(),
        '2026-12-05T40-serial-optional': serialOptionalMigration(dialect),
        '2026-12-06T10-supplier-invoice': supplierInvoiceMigration(),
        '2026-12-06T20-gst-filed-months': gstFiledMonthsMigration(),
        '2026-12-06T30-payment-modes': paymentModesMigration(),
        '2026-12-06T45-irn': irnMigration(dialect),
        '2026-12-06T50-debit-notes': debitNotesMigration(dialect),
        '2026-12-07T10-gst-on-packing': gstOnPackingMigration(),
        '2026-12-07T20-receipt-printer': receiptPrinterMigration(),
        '2026-12-07T30-product-barcodes': productBarcodesMigration(),
        '2026-12-07T40-unit-serials': unitSerialsMigration(dialect),
        '2026-12-08T10-item-gst-rates': itemGstRatesMigration(),
        '2026-12-08T20-retail-barcodes': retailBarcodesMigration(),
        '2026-12-08T21-retail-unit-serials': retailUnitSerialsMigration(dialect),
        '2026-12-09T10-debit-note-unit-serials': debitNoteUnitSerialsMigration(),
        '2026-12-09T20-bill-counters': billCountersMigration(),
      });
    },
  };
}

/** Every migration up to the newest; with `upTo`, only up to that one (tests of a migration's data step start there). */
export async function migrateToLatest({ db, dialect, schema }: Pick<OpenDatabase, 'db' | 'dialect' | 'schema'>, upTo?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: several schemas on one server would clash.
  const migrator = new Migrator({ db, provider: provider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
