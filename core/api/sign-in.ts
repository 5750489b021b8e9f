// What signing in answers, and the spec's login messages (§8), shown in red under the form.

export interface SignedInUser {
  userId: string;
  name: string;
}

/** What sign-in answers: the user, or the exact message to show in red under the form. */
export type SignInOutcome = { ok: true; user: SignedInUser } | { ok: false; message: string };

export const LOGIN_NETWORK_ERROR = 'An error occurred while logging in.';
export const LOGIN_REJECTED = 'Invalid email or password';
