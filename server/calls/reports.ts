// Reports (back-office §7): pos_report_stock, pos_report_gst (sales) and pos_report_gst_purchase.
// The GST reports take optional From/To dates (both, or all bills); the spec's empty gst field is accepted.
import { z } from 'zod';
import { periodField as period } from '../../core/gst-filed';
import { dateFilter } from '../../core/report-filter';
import { defineCall } from '../call';
import { gstReportBody, purchaseGstBills, salesGstBills } from '../reports/gst-report';
import { gstr1ForMonth } from '../reports/gstr1-report';
import { itcRegisterForMonth } from '../reports/itc-register';
import { stockReport } from '../reports/stock-report';

const dateText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));
const gstBody = z.object({ from_date: dateText, to_date: dateText }).passthrough();

export const posReportStock = defineCall({
  path: 'pos_api/pos_report_stock.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: await stockReport(db) };
  },
});

export const posReportGst = defineCall({
  path: 'pos_api/pos_report_gst.php',
  schema: gstBody,
  async run({ db, body }) {
    return { body: gstReportBody('customer', await salesGstBills(db, dateFilter(body.from_date, body.to_date))) };
  },
});

export const posReportGstPurchase = defineCall({
  path: 'pos_api/pos_report_gst_purchase.php',
  schema: gstBody,
  async run({ db, body }) {
    return { body: gstReportBody('supplier', await purchaseGstBills(db, dateFilter(body.from_date, body.to_date))) };
  },
});

/** GSTR-1 JSON of one month (the sales GST report's export), under the sales GST report's flag. */
export const posReportGstr1 = defineCall({
  path: 'pos_api/pos_report_gstr1.php',
  schema: z.object({ month: period }),
  async run({ db, body }) {
    return { body: await gstr1ForMonth(db, body.month.year, body.month.month) };
  },
});

/** Not in the spec (issue 30): the ITC register of one month, under the purchase GST report's flag. */
export const itcRegisterCall = defineCall({
  path: 'itc_register.php',
  schema: z.object({ month: period }),
  async run({ db, body }) {
    return { body: await itcRegisterForMonth(db, body.month) };
  },
});
