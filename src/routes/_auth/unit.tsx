import { createFileRoute } from '@tanstack/react-router';
import { UNIT } from '../-components/catalogue/name-kinds';
import { NameListScreen } from '../-components/catalogue/NameScreens';

// List of Unit (back-office §2): Add Unit, edit, delete with confirmation.
export const Route = createFileRoute('/_auth/unit')({
  component: () => <NameListScreen kind={UNIT} />,
});
