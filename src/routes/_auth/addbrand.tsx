import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../-components/catalogue/name-kinds';
import { NameFormScreen } from '../-components/catalogue/NameScreens';

// Add Brand (back-office §2, §5): the name is required ("Please enter Brand Name.").
export const Route = createFileRoute('/_auth/addbrand')({
  component: () => <NameFormScreen kind={BRAND} />,
});
