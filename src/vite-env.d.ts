/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the product API (default /api); point it at the legacy PHP backend when needed. */
  readonly VITE_API_BASE?: string;
  /** Base of the separate admin API (banners, cancelled orders); default /adminapi. */
  readonly VITE_ADMIN_API_BASE?: string;
}
