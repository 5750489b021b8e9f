// import_excell, retail_import_excell, import_excell_customer (back-office §7 Bulk): multipart with the file in
// `upload` (and a field `import`). The whole file is read and checked first, in a worker thread; any bad row and
// nothing is written, the reply listing every bad row. Otherwise the rows are written a batch at a time, each batch its
// own transaction, so the tills' bills are saved between them (docs/user-guide.md, "Catalogue").
import { z } from 'zod';
import { describeIssue, type CustomerImportRow, type ImportIssue, type ProductImportRow, type RetailImportRow } from '../../core/catalogue/import-rows';
import { defineCall, type CallContext } from '../call';
import type { FileCheck, RulesKind } from '../catalogue/import-check';
import { writeCustomers, writeProducts, writeRetail, type ImportBatches, type ImportCounts } from '../catalogue/import-write';
import { barcodeOwners } from '../catalogue/barcodes';
import { readImportFile } from '../catalogue/spreadsheet';
import { envelope, send } from '../envelope';

export const NO_FILE = 'Please select an Excel file first.';
/** A reply lists at most this many problems; the message says how many there are in all. */
export const MAX_LISTED_ISSUES = 1000;

const uploadBody = z.object({
  upload: z.custom<File>((value) => value instanceof File && value.size > 0, { error: NO_FILE }),
  import: z.unknown().optional(),
});

type UploadContext = CallContext<z.output<typeof uploadBody>>;

function refusal(c: UploadContext['c'], check: Extract<FileCheck, { ok: false }>): Response {
  const rows = check.rowCount;
  const issues: readonly ImportIssue[] = check.issues;
  const listed = issues.slice(0, MAX_LISTED_ISSUES);
  const more = check.issueCount - listed.length;
  const msg = `Nothing was imported: ${rows} row${rows === 1 ? ' has a problem' : 's have problems'}. ${listed.slice(0, 3).map(describeIssue).join('; ')}${check.issueCount > 3 ? '; …' : ''}`;
  return send(c, envelope(400, msg, { errors: listed, error_count: check.issueCount, more }));
}

function importCall<Row extends { row: number }>(options: {
  path: string;
  what: string;
  kind: RulesKind;
  write(ctx: UploadContext, batches: ImportBatches<Row>): Promise<ImportCounts>;
}) {
  return defineCall({
    path: options.path,
    // Not one transaction: the import writes its batches each in its own (import-write.ts).
    write: false,
    schema: z.unknown().transform((raw, ctx) => {
      const parsed = uploadBody.safeParse(raw);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: NO_FILE, path: ['upload'] });
      return z.NEVER;
    }),
    async run(ctx) {
      // A product row must name a supplier already there: the names are read first and checked with the file.
      const suppliers = options.kind === 'products' ? (await ctx.db.selectFrom('suppliers').select('supplier_name').execute()).map((s) => s.supplier_name) : [];
      const barcodes = options.kind === 'customers' ? [] : await barcodeOwners(ctx.db, options.kind === 'retail' ? 'retail' : 'product');
      const read = await readImportFile<Row>(ctx.body.upload, options.kind, { suppliers, barcodeOwners: barcodes });
      if (!read.ok) return refusal(ctx.c, read.check);
      let counts: ImportCounts;
      try {
        counts = await options.write(ctx, read.batches);
      } finally {
        read.close();
      }
      // One row for the file (its counts) beside one row per record it wrote (import-write.ts).
      const { now, user } = ctx;
      await ctx.env.writes.run((trx) =>
        trx
          .insertInto('audit_log')
          .values({
            at: now.toISOString(),
            user_id: user?.userId ?? null,
            call: options.path,
            entity: `import_${options.what}`,
            entity_id: ctx.body.upload.name,
            before_json: null,
            after_json: JSON.stringify(counts),
          })
          .execute(),
      );
      return {
        msg: `Imported ${counts.rows} ${options.what}: ${counts.added} added, ${counts.updated} updated.`,
        body: counts,
      };
    },
  });
}

const by = (ctx: UploadContext, call: string) => ({ userId: ctx.user?.userId ?? null, at: ctx.now.toISOString(), call });

export const importProducts = importCall<ProductImportRow>({
  path: 'import_excell.php',
  what: 'products',
  kind: 'products',
  write: (ctx, batches) => writeProducts(ctx.env.writes, batches, by(ctx, 'import_excell.php'), ctx.env.dialect),
});

export const importRetailProducts = importCall<RetailImportRow>({
  path: 'retail_import_excell.php',
  what: 'retail products',
  kind: 'retail',
  write: (ctx, batches) => writeRetail(ctx.env.writes, ctx.db, batches, by(ctx, 'retail_import_excell.php')),
});

export const importCustomers = importCall<CustomerImportRow>({
  path: 'import_excell_customer.php',
  what: 'customers',
  kind: 'customers',
  write: (ctx, batches) => writeCustomers(ctx.env.writes, ctx.db, batches, by(ctx, 'import_excell_customer.php')),
});
