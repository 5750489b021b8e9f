// The supplier calls (back-office §7 Suppliers).
import type { SupplierBody } from '../../core/purchase/purchase.payload';
import type { SupplierRecord } from '../../core/purchase/purchase.replies';
import { callApi } from './client';

export type { SupplierRecord };

export type SupplierForm = Pick<
  SupplierRecord,
  'supplier_name' | 'mobile' | 'gst_number' | 'address' | 'state' | 'opening_balance' | 'opening_date' | 'credit_days'
>;

export const fetchSupplierList = () => callApi<SupplierRecord[]>('supplier_list.php');
export const fetchSupplier = (supplierId: string) => callApi<SupplierRecord>('supplier_detail.php', { supplier_id: supplierId });
export const addSupplier = (form: SupplierForm & Pick<SupplierBody, 'request_id'>) => callApi<SupplierRecord>('supplier_add.php', form);
export const updateSupplier = (supplierId: string, form: SupplierForm) =>
  callApi<SupplierRecord>('supplier_detail_update.php', { supplier_id: supplierId, ...form });
export const deleteSupplier = (supplierId: string) => callApi('supplier_list_delete.php', { supplier_id: supplierId });
