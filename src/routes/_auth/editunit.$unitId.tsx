import { createFileRoute } from '@tanstack/react-router';
import { fetchUnit } from '../../api/catalogue';
import { Spinner } from '../../ui/records/Spinner';
import { UNIT } from '../-components/catalogue/name-kinds';
import { NameFormScreen } from '../-components/catalogue/NameScreens';

// Edit Unit (back-office §2, §5): "Please fill in all fields before submitting." when empty.
export const Route = createFileRoute('/_auth/editunit/$unitId')({
  loader: async ({ params }) => {
    const reply = await fetchUnit(params.unitId);
    return reply.ok ? { ...reply, body: { id: reply.body.unit_id, name: reply.body.unit_name } } : reply;
  },
  pendingComponent: () => <Spinner />,
  component: function EditUnit() {
    const { unitId } = Route.useParams();
    return <NameFormScreen key={unitId} kind={UNIT} edit={{ id: unitId, reply: Route.useLoaderData() }} />;
  },
});
