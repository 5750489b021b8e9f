import { assign, fromPromise, setup } from 'xstate';
import { LOGIN_NETWORK_ERROR, type SignedInUser, type SignInOutcome } from '../core/api/sign-in';

export interface LoginContext {
  email: string;
  password: string;
  error: string | null;
  user: SignedInUser | null;
}

export type LoginEvent = { type: 'TYPE_EMAIL'; value: string } | { type: 'TYPE_PASSWORD'; value: string } | { type: 'SUBMIT' };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    // The screen provides the real call (src/api/auth.ts); tests provide their own.
    signIn: fromPromise<SignInOutcome, { email: string; password: string }>(async () => ({ ok: false, message: LOGIN_NETWORK_ERROR })),
  },
  actions: {
    setEmail: assign({ email: (_, params: { value: string }) => params.value }),
    setPassword: assign({ password: (_, params: { value: string }) => params.value }),
    // Side effects of success, provided by the screen: store the user, go to /home.
    rememberUser: () => {},
    goHome: () => {},
  },
  guards: {
    isSignedIn: (_, params: { outcome: SignInOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'login',
  context: { email: '', password: '', error: null, user: null },
  initial: 'idle',
  on: {
    TYPE_EMAIL: { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
    TYPE_PASSWORD: { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    idle: {
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      // Typing while the call runs still updates the fields; a second Enter is ignored.
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ outcome: event.output }) },
            target: 'success',
            actions: assign({ user: ({ event }) => (event.output.ok ? event.output.user : null), error: null }),
          },
          {
            target: 'failure',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message) }),
          },
        ],
        onError: { target: 'failure', actions: assign({ error: LOGIN_NETWORK_ERROR }) },
      },
    },
    failure: {
      on: { SUBMIT: 'submitting' },
    },
    success: {
      type: 'final',
      entry: ['rememberUser', 'goHome'],
    },
  },
});
