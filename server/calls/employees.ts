// employe_list, employe_list_update, employe_list_delete, employe_detail, employe_detail_update, register,
// employe_previllage_list, employe_previllage_update (back-office §7). No reply carries a password or its hash.
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { FLAG_LABELS, FLAGS, type Flag } from '../../core/permissions';
import { employeeUpdateBody, registerBody } from '../../core/forms/employee';
import {
  auditedEmployee,
  authoredDocuments,
  emailTaken,
  employeeRecord,
  endSessions,
  findEmployee,
  listEmployees,
  permissionColumns,
  privilegeRecord,
} from '../admin/employees';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { hashPassword } from '../password';
import { SESSION_COOKIE, endOtherSessions, type SessionUser } from '../session';
import { idField, oneOrZero } from '../../core/forms/fields';

const noEmployee = (userId: number) => new ApiError(404, `No employee with user_id ${userId}`);
const emailInUse = () => new ApiError(409, 'email: this e-mail address is already used by another employee');

async function existing(db: Parameters<typeof findEmployee>[0], userId: number) {
  const employee = await findEmployee(db, userId);
  if (!employee) throw noEmployee(userId);
  return employee;
}

/** The owner's own record (e-mail, password) is theirs alone: an employee with the employee flag may not take it over. */
function refuseOwnerEditByOthers(target: { is_owner: number }, user: SessionUser | null): void {
  if (target.is_owner === 1 && !user?.isOwner) throw new ApiError(403, "Permission denied: only the owner may change the owner's details.");
}

/**
 * Issue 28: a password set by someone else opens that login, so setting one is taking the login's privileges. Only the
 * owner may set the password of an employee holding a privilege the one setting it does not hold.
 */
function refuseTakeover(target: Record<`perm_${Flag}`, number>, user: SessionUser | null): void {
  if (user?.isOwner) return;
  const beyond = FLAGS.filter((flag) => target[`perm_${flag}`] === 1 && !user?.flags.has(flag));
  if (beyond.length === 0) return;
  throw new ApiError(
    403,
    `Permission denied: only the owner can set the password of an employee holding privileges you do not hold (${beyond.map((f) => FLAG_LABELS[f]).join(', ')}).`,
  );
}

export const employeList = defineCall({
  path: 'employe_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: (await listEmployees(db)).map(employeeRecord) };
  },
});

export const employeListUpdate = defineCall({
  path: 'employe_list_update.php',
  write: true,
  schema: z.object({ user_id: idField(), user_status: oneOrZero() }),
  async run({ db, body, audit, now, user }) {
    const before = await existing(db, body.user_id);
    if (before.is_owner === 1 && body.user_status === 0) throw new ApiError(409, "The owner's login cannot be disabled.");
    if (body.user_id === user?.userId && body.user_status === 0) throw new ApiError(409, 'You cannot disable your own login.');
    if (before.user_status !== body.user_status) {
      await db.updateTable('employees').set({ user_status: body.user_status, updated_at: now.toISOString() }).where('user_id', '=', body.user_id).execute();
      if (body.user_status === 0) await endSessions(db, body.user_id);
      const after = await existing(db, body.user_id);
      await audit({ entity: 'employee', entityId: body.user_id, before: auditedEmployee(before), after: auditedEmployee(after) });
    }
    return { msg: 'Details Updated Successfully', body: employeeRecord(await existing(db, body.user_id)) };
  },
});

export const employeListDelete = defineCall({
  path: 'employe_list_delete.php',
  write: true,
  schema: z.object({ user_id: idField() }),
  async run({ db, body, audit, user }) {
    const before = await existing(db, body.user_id);
    if (before.is_owner === 1) throw new ApiError(409, 'The owner cannot be deleted.');
    if (body.user_id === user?.userId) throw new ApiError(409, 'You cannot delete your own login.');
    if ((await authoredDocuments(db, body.user_id)) > 0) {
      throw new ApiError(409, 'This employee has recorded bills, purchases or payments and cannot be deleted: disable the login instead.');
    }
    await audit({ entity: 'employee', entityId: body.user_id, before: auditedEmployee(before) });
    await db.deleteFrom('sessions').where('user_id', '=', body.user_id).execute();
    await db.deleteFrom('employees').where('user_id', '=', body.user_id).execute();
    return { msg: 'Employee deleted successfully', body: null };
  },
});

export const employeDetail = defineCall({
  path: 'employe_detail.php',
  schema: z.object({ user_id: idField() }),
  async run({ db, body }) {
    // Spec §7: the body is an array.
    return { body: [employeeRecord(await existing(db, body.user_id))] };
  },
});

export const employeDetailUpdate = defineCall({
  path: 'employe_detail_update.php',
  write: true,
  schema: employeeUpdateBody,
  async run({ db, body, audit, now, user, c }) {
    const before = await existing(db, body.user_id);
    refuseOwnerEditByOthers(before, user);
    if (body.password !== undefined) refuseTakeover(before, user);
    if (await emailTaken(db, body.email, body.user_id)) throw emailInUse();
    await db
      .updateTable('employees')
      .set({
        name: body.name,
        email: body.email,
        phone: body.phone,
        updated_at: now.toISOString(),
        ...(body.password === undefined ? {} : { password_hash: await hashPassword(body.password) }),
      })
      .where('user_id', '=', body.user_id)
      .execute();
    // A new password ends every session of the employee but the one making the change.
    if (body.password !== undefined) await endOtherSessions(db, body.user_id, getCookie(c, SESSION_COOKIE));
    const after = await existing(db, body.user_id);
    await audit({
      entity: 'employee',
      entityId: body.user_id,
      before: auditedEmployee(before),
      after: { ...auditedEmployee(after), password_changed: body.password !== undefined },
    });
    return { msg: 'Employee detail Updated Succeefully', body: [employeeRecord(after)] };
  },
});

export const register = defineCall({
  path: 'register.php',
  write: true,
  schema: registerBody,
  async run({ db, body, audit, now }) {
    if (await emailTaken(db, body.email)) throw emailInUse();
    const at = now.toISOString();
    const row = await db
      .insertInto('employees')
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone,
        password_hash: await hashPassword(body.password),
        user_status: 1,
        is_owner: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const created = await existing(db, row.user_id);
    await audit({ entity: 'employee', entityId: row.user_id, after: auditedEmployee(created) });
    return { msg: 'Employee registered successfully!', body: employeeRecord(created) };
  },
});

const employeeIdBody = z.object({ employee_id: idField() });

export const employePrevillageList = defineCall({
  path: 'employe_previllage_list.php',
  schema: employeeIdBody,
  async run({ db, body }) {
    // Spec §7: body[0] holds the flags.
    return { body: [privilegeRecord(await existing(db, body.employee_id))] };
  },
});

const flagFields = Object.fromEntries(FLAGS.map((f) => [f, oneOrZero().optional()])) as Record<Flag, z.ZodOptional<ReturnType<typeof oneOrZero>>>;

export const employePrevillageUpdate = defineCall({
  path: 'employe_previllage_update.php',
  write: true,
  schema: z.object({ employee_id: idField(), ...flagFields }),
  async run({ db, body, audit, now }) {
    const before = await existing(db, body.employee_id);
    if (before.is_owner === 1) throw new ApiError(409, 'The owner holds every privilege: they cannot be changed.');
    const change: Partial<Record<Flag, 0 | 1>> = {};
    for (const flag of FLAGS) if (body[flag] !== undefined) change[flag] = body[flag];
    const columns = permissionColumns(change);
    if (Object.keys(columns).length > 0) {
      await db
        .updateTable('employees')
        .set({ ...columns, updated_at: now.toISOString() })
        .where('user_id', '=', body.employee_id)
        .execute();
    }
    const after = await existing(db, body.employee_id);
    await audit({ entity: 'employee_privileges', entityId: body.employee_id, before: privilegeRecord(before), after: privilegeRecord(after) });
    return { msg: 'Privileges updated successfully!', body: [privilegeRecord(after)] };
  },
});
