// brand_list, brand_add, brand_detail, brand_detail_update, brand_list_delete (back-office §7 Catalogue).
import { z } from 'zod';
import { defineCall } from '../call';
import { brandNameField } from '../../core/forms/catalogue';
import { idField } from '../../core/forms/fields';
import { addName, deleteName, findName, listNames, renameName } from '../catalogue/names';
import { ApiError } from '../envelope';

const brandName = brandNameField();
const brandIdBody = z.object({ brand_id: idField() });
const noBrand = (id: number) => new ApiError(404, `No brand with brand_id ${id}`);

export const brandList = defineCall({
  path: 'brand_list.php',
  schema: z.object({}),
  async run({ db }) {
    return { body: (await listNames(db, 'brand')).map((b) => ({ brand_id: String(b.id), brand_name: b.name })) };
  },
});

export const brandAdd = defineCall({
  path: 'brand_add.php',
  write: true,
  schema: z.object({ brand_name: brandName }),
  async run({ db, body, audit }) {
    const brand = await addName(db, 'brand', body.brand_name);
    await audit({ entity: 'brand', entityId: brand.id, after: brand });
    return { msg: 'Brand added successfully!', body: { brand_id: String(brand.id), brand_name: brand.name } };
  },
});

export const brandDetail = defineCall({
  path: 'brand_detail.php',
  schema: brandIdBody,
  async run({ db, body }) {
    const brand = await findName(db, 'brand', body.brand_id);
    if (!brand) throw noBrand(body.brand_id);
    return { body: { brand_id: String(brand.id), brand_name: brand.name } };
  },
});

export const brandDetailUpdate = defineCall({
  path: 'brand_detail_update.php',
  write: true,
  schema: z.object({ brand_id: idField(), brand_name: brandName }),
  async run({ db, body, audit }) {
    const before = await findName(db, 'brand', body.brand_id);
    if (!before) throw noBrand(body.brand_id);
    await renameName(db, 'brand', body.brand_id, body.brand_name);
    await audit({ entity: 'brand', entityId: body.brand_id, before, after: { id: body.brand_id, name: body.brand_name } });
    return { msg: 'Brand updated successfully!', body: { brand_id: String(body.brand_id), brand_name: body.brand_name } };
  },
});

export const brandListDelete = defineCall({
  path: 'brand_list_delete.php',
  write: true,
  schema: brandIdBody,
  async run({ db, body, audit }) {
    const before = await findName(db, 'brand', body.brand_id);
    if (!before) throw noBrand(body.brand_id);
    await deleteName(db, 'brand', body.brand_id);
    await audit({ entity: 'brand', entityId: body.brand_id, before });
    return { msg: 'Brand Deleted Successfully', body: null };
  },
});
