// pos_api/pos_product_list.php and pos_api/retail_pos_product_list.php: what the billing screens sell from.
import { z } from 'zod';
import { defineCall } from '../call';
import { posList } from '../sales/catalogue';

export const posProductList = defineCall({
  path: 'pos_api/pos_product_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: await posList(db, 'wholesale') };
  },
});

export const retailPosProductList = defineCall({
  path: 'pos_api/retail_pos_product_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: await posList(db, 'retail') };
  },
});
