import { createFileRoute } from '@tanstack/react-router';
import { fetchRetailProduct } from '../../api/catalogue';
import { Spinner } from '../../ui/records/Spinner';
import { EditRetailScreen } from '../-components/catalogue/RetailScreens';

// Edit Retail Product (back-office §2): back to /retailproduct when done.
export const Route = createFileRoute('/_auth/editretailproduct/$productId')({
  loader: ({ params }) => fetchRetailProduct(params.productId),
  pendingComponent: () => <Spinner />,
  component: function EditRetail() {
    const { productId } = Route.useParams();
    return <EditRetailScreen key={productId} reply={Route.useLoaderData()} />;
  },
});
