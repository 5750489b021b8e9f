import { createFileRoute } from '@tanstack/react-router';
import { AddBannerScreen } from '../-components/admin/BannerUploadScreens';

// Add Banner Images (sales §2, §5).
export const Route = createFileRoute('/_auth/addbanner')({
  component: AddBannerScreen,
});
