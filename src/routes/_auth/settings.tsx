import { createFileRoute } from '@tanstack/react-router';
import { fetchSettings } from '../../api/settings';
import { Spinner } from '../../ui/records/Spinner';
import { SettingsScreen } from '../-components/admin/SettingsScreen';

// Settings (back-office §2): shop and bank details, Commit Changes.
export const Route = createFileRoute('/_auth/settings')({
  loader: () => fetchSettings(),
  pendingComponent: () => <Spinner />,
  component: function Settings() {
    return <SettingsScreen reply={Route.useLoaderData()} />;
  },
});
