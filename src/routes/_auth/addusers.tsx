import { createFileRoute } from '@tanstack/react-router';
import { AddEmployeeScreen } from '../-components/admin/EmployeeForms';

// Add Employee (back-office §2, §5).
export const Route = createFileRoute('/_auth/addusers')({
  component: AddEmployeeScreen,
});
