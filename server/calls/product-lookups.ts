// category_list and supplier_list: the choices of the product forms (suppliers are managed on their own screens).
import { z } from 'zod';
import { defineCall } from '../call';

export const categoryList = defineCall({
  path: 'category_list.php',
  schema: z.object({}),
  async run({ db }) {
    const rows = await db.selectFrom('categories').select(['category_id', 'category_name']).orderBy('category_name').execute();
    return { body: rows.map((r) => ({ category_id: String(r.category_id), category_name: r.category_name })) };
  },
});

export const supplierList = defineCall({
  path: 'supplier_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    const rows = await db.selectFrom('suppliers').select(['id', 'supplier_name', 'mobile', 'address', 'gst_number']).orderBy('supplier_name').orderBy('id').execute();
    return { body: rows.map((r) => ({ id: String(r.id), supplier_id: String(r.id), supplier_name: r.supplier_name, mobile: r.mobile, address: r.address, gst_number: r.gst_number })) };
  },
});
