import { Link } from '@tanstack/react-router';
import { PERMISSION_DENIED, permissionDeniedText, type ScreenAccess } from '../../../core/screen-access';

/** In place of a screen the signed-in employee may not use (core/screen-access.ts): says so, instead of an empty list. */
export function PermissionDenied({ access }: { access: ScreenAccess }) {
  return (
    <section className="not-found permission-denied" aria-labelledby="permission-denied-title">
      <h1 id="permission-denied-title">{PERMISSION_DENIED}</h1>
      <p role="alert">{permissionDeniedText(access)}</p>
      <p>
        <Link to="/home">Go to Dashboard</Link>
      </p>
    </section>
  );
}
