// Settings (back-office §7): setting_detail.php and setting_update.php. No password travels either way.
import type { SettingsRecord } from '../../core/api/admin';
import { callApi, type ApiResult } from './client';

export type { SettingsRecord };

export function fetchSettings(): Promise<ApiResult<SettingsRecord>> {
  return callApi<SettingsRecord>('setting_detail.php', {});
}

export function updateSettings(settings: SettingsRecord): Promise<ApiResult<SettingsRecord>> {
  return callApi<SettingsRecord>('setting_update.php', settings);
}
