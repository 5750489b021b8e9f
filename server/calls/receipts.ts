// The PAYMENT RECEIPT's data (back-office §7): paid_report_print_detail(_supplier), by bill and paid entry.
import { z } from 'zod';
import { defineCall, type RegisteredCall } from '../call';
import { ApiError } from '../envelope';
import { receiptDetail } from '../payments/paid-report';
import type { Party } from '../payments/party-books';
import { readSettings } from '../sales/catalogue';
import { idField } from '../../core/forms/fields';

function receiptCall(path: string, party: Party): RegisteredCall {
  return defineCall({
    path,
    // order_id 0 or '': an entry on the party's opening balance (issue 29 item 1), which has no bill.
    schema: z.object({
      order_id: z
        .union([z.literal(0), z.literal('0'), z.literal('')])
        .transform(() => null)
        .or(idField()),
      paid_id: idField(),
    }),
    async run({ db, body }) {
      const receipt = await receiptDetail(db, party, body.order_id, body.paid_id, await readSettings(db));
      if (!receipt) {
        const bill = party === 'customer' ? 'order_id' : 'purchase';
        throw new ApiError(404, `No payment with paid_id ${body.paid_id} on ${body.order_id === null ? 'the opening balance' : `${bill} ${body.order_id}`}`);
      }
      return { body: receipt };
    },
  });
}

export const paidReportPrintDetail = receiptCall('pos_api/paid_report_print_detail.php', 'customer');
export const paidReportPrintDetailSupplier = receiptCall('pos_api/paid_report_print_detail_supplier.php', 'supplier');
