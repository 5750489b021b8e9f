// category_list (and supplier_list, kept here by name): the choices of the product forms.
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

// supplier_list lives with the other supplier calls (./supplier.ts).
export { supplierList } from './supplier';
