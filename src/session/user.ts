import type { SignedInUser } from '../api/auth';

const ID_KEY = 'user_id';
const NAME_KEY = 'user_name';

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The stored user id with surrounding quotes stripped (spec §6), or null when nobody is signed in. */
export function storedUserId(): string | null {
  const raw = storage()?.getItem(ID_KEY);
  if (raw === null || raw === undefined) return null;
  const id = raw.trim().replace(/^"+|"+$/g, '');
  return id === '' ? null : id;
}

export function storedUserName(): string {
  return storage()?.getItem(NAME_KEY) ?? '';
}

export function rememberUser(user: SignedInUser): void {
  storage()?.setItem(ID_KEY, user.userId);
  storage()?.setItem(NAME_KEY, user.name);
}

export function forgetUser(): void {
  storage()?.removeItem(ID_KEY);
  storage()?.removeItem(NAME_KEY);
}

/** The header shows the name with its first letter capitalised. */
export function displayName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
