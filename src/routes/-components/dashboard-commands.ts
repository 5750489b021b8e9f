import type { Command } from '../../commands/types';

/** Keys of the dashboard screen (bound while it is mounted). */
export function dashboardCommands(refresh: () => void): readonly Command[] {
  return [{ id: 'dashboard.refresh', title: 'Refresh dashboard', group: 'Screen', keywords: ['reload'], kbd: 'r', run: refresh }];
}
