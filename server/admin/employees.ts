// The employees table as the administration calls see it: never a password or its hash leaves this module.
import type { Kysely } from 'kysely';
import type { EmployeePrivileges, EmployeeRecord } from '../../core/api/admin';
import { FLAGS, flagRecordOf, type Flag } from '../../core/permissions';
import type { Database, Employee } from '../db/types';
import { flagsOf } from '../session';

export function employeeRecord(e: Employee): EmployeeRecord {
  return {
    user_id: String(e.user_id),
    name: e.name,
    email: e.email,
    phone: e.phone,
    user_status: e.user_status === 1 || e.is_owner === 1 ? '1' : '0',
    is_owner: e.is_owner === 1 ? '1' : '0',
  };
}

/** What an audit row may keep of an employee: everything but the hash. */
export function auditedEmployee(e: Employee): Omit<Employee, 'password_hash'> {
  const { password_hash: _hidden, ...rest } = e;
  return rest;
}

export function findEmployee(db: Kysely<Database>, userId: number): Promise<Employee | undefined> {
  return db.selectFrom('employees').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function listEmployees(db: Kysely<Database>): Promise<Employee[]> {
  return db.selectFrom('employees').selectAll().orderBy('user_id').execute();
}

export async function emailTaken(db: Kysely<Database>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('employees').select('user_id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('user_id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Ends every session of an employee: a disabled login or a changed password signs them out everywhere. */
export async function endSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Documents that name the employee as their author: such an employee is disabled, never deleted (audit trail). */
export async function authoredDocuments(db: Kysely<Database>, userId: number): Promise<number> {
  const counts = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('created_by', '=', userId), eb('cancelled_by', '=', userId)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_by', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('customer_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_by', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('supplier_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_by', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payment_details')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_by', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('stock_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

/** employe_previllage_list.php's record: every flag "1" or "0" (the owner holds all). */
export function privilegeRecord(e: Employee): EmployeePrivileges {
  return { employee_id: String(e.user_id), is_owner: e.is_owner === 1 ? '1' : '0', ...flagRecordOf(flagsOf(e)) };
}

/** The perm_* columns for a partial flag change. */
export function permissionColumns(change: Partial<Record<Flag, 0 | 1>>): Partial<Record<`perm_${Flag}`, number>> {
  const columns: Partial<Record<`perm_${Flag}`, number>> = {};
  for (const flag of FLAGS) {
    const value = change[flag];
    if (value !== undefined) columns[`perm_${flag}`] = value;
  }
  return columns;
}
