import { createFileRoute } from '@tanstack/react-router';
import { fetchProduct } from '../../api/catalogue';
import { Spinner } from '../../ui/records/Spinner';
import { loadProductChoices } from '../-components/catalogue/product-choices';
import { EditProductScreen } from '../-components/catalogue/ProductScreens';

// Edit Product (back-office §2, §5): every field required, brand and unit included.
export const Route = createFileRoute('/_auth/editproducts/$productId')({
  loader: async ({ params }) => {
    const [reply, choices] = await Promise.all([fetchProduct(params.productId), loadProductChoices()]);
    return { reply, choices };
  },
  pendingComponent: () => <Spinner />,
  component: function EditProduct() {
    const { productId } = Route.useParams();
    const { reply, choices } = Route.useLoaderData();
    return <EditProductScreen key={productId} productId={productId} reply={reply} choices={choices} />;
  },
});
