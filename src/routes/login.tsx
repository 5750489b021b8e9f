import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from './-components/LoginScreen';

export const Route = createFileRoute('/login')({
  component: LoginScreen,
});
