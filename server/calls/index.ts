import type { RegisteredCall } from '../call';
import { employeeLoginPrivilege, login, logout } from './auth';
import { dashboard } from './dashboard';

/** Every call this server answers; the access table (../access.ts) guards each before it runs. */
export const CALLS: readonly RegisteredCall[] = [login, logout, employeeLoginPrivilege, dashboard];
