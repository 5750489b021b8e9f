// Settings (back-office §7): setting_detail.php and setting_update.php. No password travels either way.
import { callApi, type ApiResult } from './client';

export interface SettingsRecord {
  id: string;
  shop_name: string;
  user_name: string;
  email: string;
  phone: string;
  address: string;
  gst_no: string;
  city: string;
  state: string;
  pincode: string;
  cgst: string;
  sgst: string;
  packing_charge: string;
  bank_name: string;
  acc_holder_name: string;
  acc_no: string;
  ifsc_code: string;
  micr_code: string;
}

export function fetchSettings(): Promise<ApiResult<SettingsRecord>> {
  return callApi<SettingsRecord>('setting_detail.php', {});
}

export function updateSettings(settings: SettingsRecord): Promise<ApiResult<SettingsRecord>> {
  return callApi<SettingsRecord>('setting_update.php', settings);
}
