import { beforeEach, describe, expect, it, vi } from 'vitest';
import { displayName, forgetUser, rememberUser, storedUserId, storedUserName } from './user';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
});

describe('the stored user', () => {
  it('keeps id and name until forgotten', () => {
    rememberUser({ userId: '12', name: 'meena' });
    expect(storedUserId()).toBe('12');
    expect(storedUserName()).toBe('meena');
    forgetUser();
    expect(storedUserId()).toBeNull();
  });

  it('strips surrounding quotes from the id', () => {
    localStorage.setItem('user_id', '"12"');
    expect(storedUserId()).toBe('12');
  });

  it('shows the name with its first letter capitalised', () => {
    expect(displayName('meena')).toBe('Meena');
    expect(displayName('')).toBe('');
  });
});
