import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../-components/catalogue/name-kinds';
import { NameListScreen } from '../-components/catalogue/NameScreens';

// List of Brand (back-office §2): Add Brand, edit, delete with confirmation.
export const Route = createFileRoute('/_auth/brand')({
  component: () => <NameListScreen kind={BRAND} />,
});
