import { createFileRoute } from '@tanstack/react-router';
import { EmployeeListScreen } from '../-components/admin/EmployeeListScreen';

// Employee Management (back-office §2): login status per row saved on Update, privilege, edit, delete.
export const Route = createFileRoute('/_auth/users')({
  component: EmployeeListScreen,
});
