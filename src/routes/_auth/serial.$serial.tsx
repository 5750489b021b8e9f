import { createFileRoute } from '@tanstack/react-router';
import { fetchUnitSerialStory } from '../../api/unit-serials';
import { Spinner } from '../../ui/records/Spinner';
import { SerialStoryScreen } from '../-components/serials/SerialStoryScreen';

// One unit's story by its unit serial (issue 33 item 4), from the palette ("serial LGD211A01").
export const Route = createFileRoute('/_auth/serial/$serial')({
  loader: ({ params }) => fetchUnitSerialStory(params.serial),
  pendingComponent: () => <Spinner />,
  component: function SerialStory() {
    const { serial } = Route.useParams();
    return <SerialStoryScreen key={serial} reply={Route.useLoaderData()} />;
  },
});
