import { createFileRoute } from '@tanstack/react-router';
import { fetchPrivileges } from '../../api/employees';
import { Spinner } from '../../ui/records/Spinner';
import { PrivilegeScreen } from '../-components/admin/PrivilegeScreen';

// User Privilege Management (back-office §2): a checkbox per flag, Back to /users.
export const Route = createFileRoute('/_auth/previlage/$employeeId')({
  loader: ({ params }) => fetchPrivileges(params.employeeId),
  pendingComponent: () => <Spinner />,
  component: function Privileges() {
    const { employeeId } = Route.useParams();
    const reply = Route.useLoaderData();
    return <PrivilegeScreen key={`${employeeId}:${JSON.stringify(reply)}`} employeeId={employeeId} reply={reply} />;
  },
});
