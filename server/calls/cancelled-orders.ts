// cancel_order.php (admin API): every cancelled bill with its lines, newest first.
import { z } from 'zod';
import { dmyDate } from '../../core/payloads';
import { defineCall } from '../call';
import { cancelledOrder } from '../sales/cancelled-view';
import { sellerState } from '../sales/catalogue';
import { blankIsAbsent } from '../../core/forms/fields';
import { loadCancelled } from '../sales/order-record';

export const cancelOrderList = defineCall({
  path: 'cancel_order.php',
  base: 'adminapi',
  schema: z.object({
    from_date: z.preprocess(blankIsAbsent, dmyDate().optional()),
    to_date: z.preprocess(blankIsAbsent, dmyDate().optional()),
  }),
  async run({ db, body }) {
    const records = await loadCancelled(db, { from: body.from_date ?? null, to: body.to_date ?? null });
    const seller = await sellerState(db);
    return { body: records.map((record) => cancelledOrder(record, seller)) };
  },
});
