import { createFileRoute } from '@tanstack/react-router';
import { fetchDashboard } from '../../api/dashboard';
import { DashboardScreen } from '../-components/DashboardScreen';

export const Route = createFileRoute('/_auth/home')({
  loader: () => fetchDashboard(),
  component: DashboardScreen,
});
