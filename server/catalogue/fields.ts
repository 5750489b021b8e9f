// The product list calls' filter.
import { z } from 'zod';
import { listFilterBody } from '../sales/fields';

/** product_list.php and retail_product_list.php: the list filter, and missing_hsn ("1" or true) for the products a tax invoice would print without an HSN code. */
export const productListBody = z.intersection(
  listFilterBody,
  z
    .object({ missing_hsn: z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('')], { error: 'must be "1", "0" or blank' }).optional() })
    .transform((b) => ({ missingHsn: b.missing_hsn === true || b.missing_hsn === '1' })),
);
