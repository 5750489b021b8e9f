// Content pages: content_list.php, content_detail.php, content_update.php (saved for real; the server cleans the HTML).
import { callApi, type ApiResult } from './client';

export interface ContentPageSummary {
  page_id: string;
  title: string;
  updated_at: string;
}

export interface ContentPage extends ContentPageSummary {
  html: string;
}

export function fetchContentPages(): Promise<ApiResult<ContentPageSummary[]>> {
  return callApi<ContentPageSummary[]>('content_list.php', {});
}

export function fetchContentPage(pageId: string): Promise<ApiResult<ContentPage>> {
  return callApi<ContentPage>('content_detail.php', { page_id: pageId });
}

export function saveContentPage(pageId: string, html: string): Promise<ApiResult<ContentPage>> {
  return callApi<ContentPage>('content_update.php', { page_id: pageId, html });
}
