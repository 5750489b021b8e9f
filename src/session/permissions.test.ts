import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fullFlagRecord } from '../../core/permissions';
import type { ApiResult } from '../api/client';
import type { PrivilegeRecord } from '../api/auth';
import { forgetPermissions, loadPermissions, permissions, type PermissionDeps } from './permissions';

function deps(reply: ApiResult<PrivilegeRecord[] | null>, userId: string | null = '4') {
  return {
    userId: () => userId,
    fetch: vi.fn<PermissionDeps['fetch']>(async () => reply),
    alert: vi.fn<(text: string) => void>(),
    log: vi.fn<(text: string) => void>(),
  } satisfies PermissionDeps;
}

beforeEach(() => forgetPermissions());

describe('loadPermissions', () => {
  it('grants the flags that are "1" in the first entry of the body', async () => {
    const d = deps({ ok: true, msg: 'success', body: [{ user_id: '4', ...fullFlagRecord(), brand: '0', settings: '0' }] });
    await loadPermissions(d);
    expect(permissions.get().status).toBe('granted');
    expect(permissions.get().flags.has('customer')).toBe(true);
    expect(permissions.get().flags.has('brand')).toBe(false);
    expect(d.fetch).toHaveBeenCalledWith('4');
    expect(d.alert).not.toHaveBeenCalled();
  });

  it('knows the owner by is_owner "1", and an employee with every flag is not the owner', async () => {
    await loadPermissions(deps({ ok: true, msg: 'success', body: [{ user_id: '1', ...fullFlagRecord(), is_owner: '1' }] }));
    expect(permissions.get().owner).toBe(true);
    await loadPermissions(deps({ ok: true, msg: 'success', body: [{ user_id: '4', ...fullFlagRecord(), is_owner: '0' }] }));
    expect(permissions.get().owner).toBe(false);
  });

  it('logs "No user ID found. Please log in again." and skips the call without a stored id', async () => {
    const d = deps({ ok: true, msg: 'success', body: [] }, null);
    await loadPermissions(d);
    expect(d.log).toHaveBeenCalledWith('No user ID found. Please log in again.');
    expect(d.fetch).not.toHaveBeenCalled();
    expect(permissions.get().status).toBe('idle');
  });

  it('alerts "Error : Previlage Error" on an empty body and grants nothing', async () => {
    const d = deps({ ok: true, msg: 'success', body: [] });
    await loadPermissions(d);
    expect(d.alert).toHaveBeenCalledWith('Error : Previlage Error');
    expect(permissions.get()).toEqual({ status: 'failed', flags: new Set() });
  });

  it('alerts "Error : Previlage Error" on a non-200 code', async () => {
    const d = deps({ ok: false, code: 404, msg: 'No employee' });
    await loadPermissions(d);
    expect(d.alert).toHaveBeenCalledWith('Error : Previlage Error');
  });

  it('alerts "API Error: Unable to fetch permissions." when the network fails', async () => {
    const d = deps({ ok: false, network: true });
    await loadPermissions(d);
    expect(d.alert).toHaveBeenCalledWith('API Error: Unable to fetch permissions.');
    expect(permissions.get().status).toBe('failed');
  });

  it('does not alert on a 401: the user is already on the way to /login', async () => {
    const d = deps({ ok: false, code: 401, msg: 'Please sign in again' });
    await loadPermissions(d);
    expect(d.alert).not.toHaveBeenCalled();
    expect(permissions.get().status).toBe('failed');
  });

  it('drops a reply that arrives after sign-out', async () => {
    let answer: (r: ApiResult<PrivilegeRecord[] | null>) => void = () => {};
    const d = deps({ ok: true, msg: 'success', body: [] });
    d.fetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const loading = loadPermissions(d);
    forgetPermissions();
    answer({ ok: true, msg: 'success', body: [fullFlagRecord()] });
    await loading;
    expect(permissions.get().status).toBe('idle');
  });
});
