import { grantedFlags, type Flag } from '../../core/permissions';
import { fetchPrivileges } from '../api/auth';
import { showAlert } from '../ui/alerts';
import { createStore } from '../ui/store';
import { storedUserId } from './user';

export type PermissionStatus = 'idle' | 'loading' | 'granted' | 'failed';

export interface Permissions {
  status: PermissionStatus;
  flags: ReadonlySet<Flag>;
  /** The shop's owner (employee_login_previllage.php is_owner "1"): sees the owner's own screens. */
  owner?: boolean;
}

const NONE: Permissions = { status: 'idle', flags: new Set() };

/** The signed-in user's flags; menu entries appear only once they are granted (spec §4). */
export const permissions = createStore<Permissions>(NONE);

// The spec's messages (§8), exact.
export const NO_USER_ID = 'No user ID found. Please log in again.';
export const PRIVILEGE_ERROR = 'Error : Previlage Error';
export const PRIVILEGE_NETWORK_ERROR = 'API Error: Unable to fetch permissions.';

export interface PermissionDeps {
  userId: () => string | null;
  fetch: typeof fetchPrivileges;
  alert: (text: string) => void;
  log: (text: string) => void;
}

const defaults: PermissionDeps = { userId: storedUserId, fetch: fetchPrivileges, alert: showAlert, log: (t) => console.log(t) };
let generation = 0;

/** Fetches the permission record by the stored user id; on failure the menu keeps only Dashboard and Reports. */
export async function loadPermissions(deps: PermissionDeps = defaults): Promise<void> {
  const userId = deps.userId();
  if (!userId) {
    deps.log(NO_USER_ID);
    return;
  }
  const mine = ++generation;
  permissions.set({ status: 'loading', flags: new Set() });
  const reply = await deps.fetch(userId);
  if (mine !== generation) return;
  if (reply.ok && Array.isArray(reply.body) && reply.body.length > 0) {
    const record = reply.body[0] ?? {};
    permissions.set({ status: 'granted', flags: new Set(grantedFlags(record)), owner: record.is_owner === '1' });
    return;
  }
  permissions.set({ status: 'failed', flags: new Set() });
  if (!reply.ok && reply.network) deps.alert(PRIVILEGE_NETWORK_ERROR);
  // A 401 already sends the user to /login; a privilege alert there would only confuse.
  else if (reply.ok || reply.code !== 401) deps.alert(PRIVILEGE_ERROR);
}

export function forgetPermissions(): void {
  generation += 1;
  permissions.set(NONE);
}
