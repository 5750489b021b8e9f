import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignInOutcome } from '../core/api/sign-in';
import { loginMachine } from './login';

function startWith(answer: (input: { email: string; password: string }) => Promise<SignInOutcome>) {
  const signIn = vi.fn(answer);
  const rememberUser = vi.fn();
  const goHome = vi.fn();
  const actor = createActor(
    loginMachine.provide({
      actors: { signIn: fromPromise(({ input }) => signIn(input)) },
      actions: { rememberUser, goHome },
    }),
  ).start();
  return { actor, signIn, rememberUser, goHome };
}

function fill(actor: ReturnType<typeof startWith>['actor'], email: string, password: string) {
  actor.send({ type: 'TYPE_EMAIL', value: email });
  actor.send({ type: 'TYPE_PASSWORD', value: password });
}

describe('login machine', () => {
  it('starts idle with empty fields and no error', () => {
    const { actor } = startWith(async () => ({ ok: false, message: 'x' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ email: '', password: '', error: null, user: null });
  });

  it('sends e-mail and password as entered, then stores the user and goes home', async () => {
    const { actor, signIn, rememberUser, goHome } = startWith(async () => ({ ok: true, user: { userId: '1', name: 'owner' } }));
    fill(actor, ' Owner@Kulir.Local', 'pw ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(signIn).toHaveBeenCalledWith({ email: ' Owner@Kulir.Local', password: 'pw ' });
    expect(done.value).toBe('success');
    expect(done.context.user).toEqual({ userId: '1', name: 'owner' });
    expect(rememberUser).toHaveBeenCalledTimes(1);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('shows the server message on failure and lets the user try again', async () => {
    const answers: SignInOutcome[] = [
      { ok: false, message: 'Invalid email or password' },
      { ok: true, user: { userId: '2', name: 'meena' } },
    ];
    const { actor, goHome } = startWith(async () => answers.shift() ?? { ok: false, message: 'none' });
    fill(actor, 'meena@kulir.local', 'wrong');
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toBe('Invalid email or password');
    expect(goHome).not.toHaveBeenCalled();

    actor.send({ type: 'TYPE_PASSWORD', value: 'right' });
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    actor.send({ type: 'SUBMIT' });
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('success');
  });

  it('ignores a second Enter while signing in', async () => {
    let finish: (outcome: SignInOutcome) => void = () => {};
    const { actor, signIn } = startWith(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    finish({ ok: false, message: 'Invalid email or password' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('says "An error occurred while logging in." when the call itself fails', async () => {
    const { actor } = startWith(async () => Promise.reject(new Error('boom')));
    actor.send({ type: 'SUBMIT' });
    expect((await waitFor(actor, (s) => s.matches('failure'))).context.error).toBe('An error occurred while logging in.');
  });
});
