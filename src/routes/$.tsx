import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from './-components/NotFoundScreen';

// Any path no screen claims (including spec screens of later issues) says so plainly.
export const Route = createFileRoute('/$')({
  component: NotFoundScreen,
});
