// import_excell, retail_import_excell, import_excell_customer (back-office §7 Bulk): multipart with the file in
// `upload` (and a field `import`). The whole file is checked first; any bad row and nothing is written, the reply
// listing every bad row. Otherwise every row is written in the call's one transaction.
import { z } from 'zod';
import { describeIssue, type ImportIssue } from '../../core/catalogue/import-rows';
import { defineCall, type CallContext } from '../call';
import { checkedRows, checkFile, CUSTOMER_RULES, PRODUCT_RULES, RETAIL_RULES, type ImportRules } from '../catalogue/import-check';
import { writeCustomers, writeProducts, writeRetail, type ImportCounts } from '../catalogue/import-write';
import { spreadsheetRows } from '../catalogue/spreadsheet';
import { envelope, send } from '../envelope';

export const NO_FILE = 'Please select an Excel file first.';
/** A reply lists at most this many problems; the message says how many there are in all. */
export const MAX_LISTED_ISSUES = 1000;

const uploadBody = z.object({
  upload: z.custom<File>((value) => value instanceof File && value.size > 0, { error: NO_FILE }),
  import: z.unknown().optional(),
});

type UploadContext = CallContext<z.output<typeof uploadBody>>;

function refusal(c: UploadContext['c'], issues: readonly ImportIssue[]): Response {
  const rows = new Set(issues.map((i) => i.row)).size;
  const listed = issues.slice(0, MAX_LISTED_ISSUES);
  const more = issues.length - listed.length;
  const msg = `Nothing was imported: ${rows} row${rows === 1 ? ' has a problem' : 's have problems'}. ${listed.slice(0, 3).map(describeIssue).join('; ')}${issues.length > 3 ? '; …' : ''}`;
  return send(c, envelope(400, msg, { errors: listed, error_count: issues.length, more }));
}

function importCall<Row extends { row: number }>(options: {
  path: string;
  what: string;
  rules: ImportRules<Row>;
  write(ctx: UploadContext, rows: AsyncIterable<Row>): Promise<ImportCounts>;
}) {
  return defineCall({
    path: options.path,
    write: true,
    schema: z.unknown().transform((raw, ctx) => {
      const parsed = uploadBody.safeParse(raw);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: NO_FILE, path: ['upload'] });
      return z.NEVER;
    }),
    async run(ctx) {
      const checked = await checkFile(options.rules, spreadsheetRows(ctx.body.upload));
      if (!checked.ok) return refusal(ctx.c, checked.issues);
      const counts = await options.write(ctx, checkedRows(options.rules, spreadsheetRows(ctx.body.upload)));
      // One row for the file (its counts) beside one row per record it wrote (import-write.ts).
      await ctx.audit({ entity: `import_${options.what}`, entityId: ctx.body.upload.name, after: counts });
      return {
        msg: `Imported ${counts.rows} ${options.what}: ${counts.added} added, ${counts.updated} updated.`,
        body: counts,
      };
    },
  });
}

const by = (ctx: UploadContext, call: string) => ({ userId: ctx.user?.userId ?? null, at: ctx.now.toISOString(), call });

export const importProducts = importCall({
  path: 'import_excell.php',
  what: 'products',
  rules: PRODUCT_RULES,
  write: (ctx, rows) => writeProducts(ctx.db, rows, by(ctx, 'import_excell.php'), ctx.env.dialect),
});

export const importRetailProducts = importCall({
  path: 'retail_import_excell.php',
  what: 'retail products',
  rules: RETAIL_RULES,
  write: (ctx, rows) => writeRetail(ctx.db, rows, by(ctx, 'retail_import_excell.php')),
});

export const importCustomers = importCall({
  path: 'import_excell_customer.php',
  what: 'customers',
  rules: CUSTOMER_RULES,
  write: (ctx, rows) => writeCustomers(ctx.db, rows, by(ctx, 'import_excell_customer.php')),
});
