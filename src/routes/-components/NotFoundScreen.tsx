import { Link, useLocation } from '@tanstack/react-router';
import { storedUserId } from '../../session/user';
import { SignedInFrame } from '../../ui/shell/SignedInFrame';

/** Unknown routes (and screens of later issues) land here, inside the shell when someone is signed in. */
export function NotFoundScreen() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const signedIn = storedUserId() !== null;
  const body = (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <code>{pathname}</code> not found
      </h1>
      <p>There is no screen at this address (yet).</p>
      <p>{signedIn ? <Link to="/home">Go to Dashboard</Link> : <Link to="/login">Go to sign-in</Link>}</p>
    </section>
  );
  return signedIn ? <SignedInFrame>{body}</SignedInFrame> : <main className="bare">{body}</main>;
}
