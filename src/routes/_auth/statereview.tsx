import { createFileRoute } from '@tanstack/react-router';
import { StateReviewScreen } from '../-components/states/StateReviewScreen';

// Issue 19: the records whose state the GST state table cannot read, for the owner to fix (the server refuses
// everyone else).
export const Route = createFileRoute('/_auth/statereview')({
  component: StateReviewScreen,
});
