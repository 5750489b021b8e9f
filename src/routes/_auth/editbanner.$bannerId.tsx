import { createFileRoute } from '@tanstack/react-router';
import { fetchBanner } from '../../api/banners';
import { Spinner } from '../../ui/records/Spinner';
import { EditBannerScreen } from '../-components/admin/BannerUploadScreens';

// Edit a banner: the old image and an upload of the new one (sales §2, §5).
export const Route = createFileRoute('/_auth/editbanner/$bannerId')({
  loader: ({ params }) => fetchBanner(params.bannerId),
  pendingComponent: () => <Spinner />,
  component: function EditBanner() {
    const { bannerId } = Route.useParams();
    return <EditBannerScreen key={bannerId} bannerId={bannerId} reply={Route.useLoaderData()} />;
  },
});
