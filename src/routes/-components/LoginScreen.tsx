import { Button, Heading, Text, TextField } from '@radix-ui/themes';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login';
import { login } from '../../api/auth';
import { forgetPermissions } from '../../session/permissions';
import { rememberUser } from '../../session/user';
import { announce } from '../../ui/status';

export function LoginScreen() {
  const router = useRouter();
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: { signIn: fromPromise(({ input }) => login(input.email, input.password)) },
        actions: {
          rememberUser: ({ context }) => {
            if (!context.user) return;
            rememberUser(context.user);
            forgetPermissions();
            announce(`Signed in as ${context.user.name}`);
          },
          goHome: () => void router.navigate({ to: '/home' }),
        },
      }),
    [router],
  );
  const [snapshot, send] = useMachine(machine);
  const { email, password, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');

  return (
    <main className="login">
      <div className="login-box">
        <p className="login-brand" aria-hidden="true">
          <span className="prompt">$</span> kulir
        </p>
        <Heading as="h1" size="4" id="login-title">
          Welcome to the shop
        </Heading>
        <Text as="p" size="1" color="gray">
          Sign in with your e-mail and password.
        </Text>
        <form
          aria-labelledby="login-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <label htmlFor="login-email">E-mail</label>
          <TextField.Root
            id="login-email"
            type="email"
            autoComplete="username"
            autoFocus
            size="2"
            value={email}
            onChange={(event) => send({ type: 'TYPE_EMAIL', value: event.target.value })}
          />
          <label htmlFor="login-password">Password</label>
          <TextField.Root
            id="login-password"
            type="password"
            autoComplete="current-password"
            size="2"
            value={password}
            onChange={(event) => send({ type: 'TYPE_PASSWORD', value: event.target.value })}
          />
          <Button type="submit" size="2" aria-busy={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <p className="form-error" role="alert">
          {error}
        </p>
      </div>
    </main>
  );
}
