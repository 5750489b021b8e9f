import { createFileRoute } from '@tanstack/react-router';
import { fetchBrand } from '../../api/catalogue';
import { Spinner } from '../../ui/records/Spinner';
import { BRAND } from '../-components/catalogue/name-kinds';
import { NameFormScreen } from '../-components/catalogue/NameScreens';

// Edit Brand (back-office §2); back to /brand when saved.
export const Route = createFileRoute('/_auth/editbrand/$brandId')({
  loader: async ({ params }) => {
    const reply = await fetchBrand(params.brandId);
    return reply.ok ? { ...reply, body: { id: reply.body.brand_id, name: reply.body.brand_name } } : reply;
  },
  pendingComponent: () => <Spinner />,
  component: function EditBrand() {
    const { brandId } = Route.useParams();
    return <NameFormScreen key={brandId} kind={BRAND} edit={{ id: brandId, reply: Route.useLoaderData() }} />;
  },
});
