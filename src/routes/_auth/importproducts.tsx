import { createFileRoute } from '@tanstack/react-router';
import { ImportScreen } from '../-components/catalogue/ImportScreen';

// Import Products (back-office §2 Bulk imports): a .csv, .xlsx or .ods file, checked whole before anything is written.
export const Route = createFileRoute('/_auth/importproducts')({
  component: () => <ImportScreen kind="products" />,
});
