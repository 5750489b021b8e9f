// Banner calls (sales §7), on the separate admin API. Pictures go up as base64 data strings (spec §5).
import { callApi, type ApiResult } from './client';

export interface BannerRecord {
  banner_id: string;
  /** The picture's address. */
  image: string;
  rank: string;
  active: '1' | '0';
}

const admin = { base: 'adminapi' } as const;

export function fetchBanners(): Promise<ApiResult<BannerRecord[]>> {
  return callApi<BannerRecord[]>('banner_list.php', {}, admin);
}

export function deleteBanner(bannerId: string): Promise<ApiResult<unknown>> {
  return callApi('banner_list_delete.php', { banner_id: bannerId }, admin);
}

export function updateBannerRow(row: { banner_id: string; rank: string; active: '1' | '0' }): Promise<ApiResult<BannerRecord>> {
  return callApi<BannerRecord>('banner_list_update.php', row, admin);
}

export function addBanner(image: string): Promise<ApiResult<BannerRecord>> {
  return callApi<BannerRecord>('banner_add.php', { image }, admin);
}

export function fetchBanner(bannerId: string): Promise<ApiResult<BannerRecord>> {
  return callApi<BannerRecord>('banner_detail.php', { banner_id: bannerId }, admin);
}

export function replaceBannerImage(bannerId: string, image: string): Promise<ApiResult<BannerRecord>> {
  return callApi<BannerRecord>('banner_detail_update.php', { banner_id: bannerId, image }, admin);
}
