import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../../ui/records/Spinner';
import { loadProductChoices } from '../-components/catalogue/product-choices';
import { AddProductScreen } from '../-components/catalogue/ProductScreens';

// Add Product (back-office §2, §5): name, supplier, serial, HSN and sell rate required; purchase rate read-only.
export const Route = createFileRoute('/_auth/addproducts')({
  loader: () => loadProductChoices(),
  pendingComponent: () => <Spinner />,
  component: function AddProduct() {
    return <AddProductScreen choices={Route.useLoaderData()} />;
  },
});
