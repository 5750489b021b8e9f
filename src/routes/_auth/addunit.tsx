import { createFileRoute } from '@tanstack/react-router';
import { UNIT } from '../-components/catalogue/name-kinds';
import { NameFormScreen } from '../-components/catalogue/NameScreens';

// Add Unit (back-office §2, §5): the name is required.
export const Route = createFileRoute('/_auth/addunit')({
  component: () => <NameFormScreen kind={UNIT} />,
});
