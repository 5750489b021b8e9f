import { createFileRoute } from '@tanstack/react-router';
import { fetchEmployee } from '../../api/employees';
import { Spinner } from '../../ui/records/Spinner';
import { EditEmployeeScreen } from '../-components/admin/EmployeeForms';

// Edit Employee with a show/hide toggle for the password (back-office §2).
export const Route = createFileRoute('/_auth/editusers/$userId')({
  loader: ({ params }) => fetchEmployee(params.userId),
  pendingComponent: () => <Spinner />,
  component: function EditUser() {
    const { userId } = Route.useParams();
    return <EditEmployeeScreen key={userId} userId={userId} reply={Route.useLoaderData()} />;
  },
});
