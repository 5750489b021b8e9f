// unit_list, unit_add, unit_detail, unit_detail_update, unit_list_delete (back-office §7 Catalogue).
import { z } from 'zod';
import { defineCall } from '../call';
import { unitNameField } from '../../core/forms/catalogue';
import { idField } from '../../core/forms/fields';
import { addName, deleteName, findName, listNames, renameName } from '../catalogue/names';
import { ApiError } from '../envelope';

const unitIdBody = z.object({ unit_id: idField() });
const noUnit = (id: number) => new ApiError(404, `No unit with unit_id ${id}`);

export const unitList = defineCall({
  path: 'unit_list.php',
  schema: z.object({}),
  async run({ db }) {
    return { body: (await listNames(db, 'unit')).map((u) => ({ unit_id: String(u.id), unit_name: u.name })) };
  },
});

export const unitAdd = defineCall({
  path: 'unit_add.php',
  write: true,
  schema: z.object({ unit_name: unitNameField('add') }),
  async run({ db, body, audit }) {
    const unit = await addName(db, 'unit', body.unit_name);
    await audit({ entity: 'unit', entityId: unit.id, after: unit });
    return { msg: 'Unit added successfully!', body: { unit_id: String(unit.id), unit_name: unit.name } };
  },
});

export const unitDetail = defineCall({
  path: 'unit_detail.php',
  schema: unitIdBody,
  async run({ db, body }) {
    const unit = await findName(db, 'unit', body.unit_id);
    if (!unit) throw noUnit(body.unit_id);
    return { body: { unit_id: String(unit.id), unit_name: unit.name } };
  },
});

export const unitDetailUpdate = defineCall({
  path: 'unit_detail_update.php',
  write: true,
  schema: z.object({ unit_id: idField(), unit_name: unitNameField('edit') }),
  async run({ db, body, audit }) {
    const before = await findName(db, 'unit', body.unit_id);
    if (!before) throw noUnit(body.unit_id);
    await renameName(db, 'unit', body.unit_id, body.unit_name);
    await audit({ entity: 'unit', entityId: body.unit_id, before, after: { id: body.unit_id, name: body.unit_name } });
    return { msg: 'unit updated successfully!', body: { unit_id: String(body.unit_id), unit_name: body.unit_name } };
  },
});

export const unitListDelete = defineCall({
  path: 'unit_list_delete.php',
  write: true,
  schema: unitIdBody,
  async run({ db, body, audit }) {
    const before = await findName(db, 'unit', body.unit_id);
    if (!before) throw noUnit(body.unit_id);
    await deleteName(db, 'unit', body.unit_id);
    await audit({ entity: 'unit', entityId: body.unit_id, before });
    return { msg: 'Unit Deleted Successfully', body: null };
  },
});
