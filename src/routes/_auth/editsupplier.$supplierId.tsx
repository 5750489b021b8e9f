import { createFileRoute } from '@tanstack/react-router';
import { fetchSupplier } from '../../api/suppliers';
import { Spinner } from '../../ui/records/Spinner';
import { SupplierFormScreen } from '../-components/purchases/SupplierScreens';

// Edit Supplier (back-office §2); back to /supplier when saved.
export const Route = createFileRoute('/_auth/editsupplier/$supplierId')({
  loader: ({ params }) => fetchSupplier(params.supplierId),
  pendingComponent: () => <Spinner />,
  component: function EditSupplier() {
    const { supplierId } = Route.useParams();
    return <SupplierFormScreen key={supplierId} edit={{ id: supplierId, reply: Route.useLoaderData() }} />;
  },
});
