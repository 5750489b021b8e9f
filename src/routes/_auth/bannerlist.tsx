import { createFileRoute } from '@tanstack/react-router';
import { BannerListScreen } from '../-components/admin/BannerListScreen';

// List of Banner Images (sales §2): rank and Active saved on Update, delete with confirm.
export const Route = createFileRoute('/_auth/bannerlist')({
  component: BannerListScreen,
});
