import { createFileRoute } from '@tanstack/react-router';
import { DayEndScreen } from '../-components/reports/DayEndScreen';

// Not in the spec (issue 22): the day-end close.
export const Route = createFileRoute('/_auth/dayend')({
  component: DayEndScreen,
});
