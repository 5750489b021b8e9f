import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { storedUserId } from '../session/user';
import { SignedInFrame } from '../ui/shell/SignedInFrame';

// Every signed-in screen sits under this pathless layout: no stored user id, no entry.
export const Route = createFileRoute('/_auth')({
  beforeLoad: () => {
    if (!storedUserId()) throw redirect({ to: '/login' });
  },
  component: () => (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  ),
});
