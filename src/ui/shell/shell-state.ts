import { createStore } from '../store';

export interface ShellState {
  /** The side menu starts open; collapsed it shows icons only. */
  sidebarOpen: boolean;
  /** The Reports group starts closed. */
  reportsOpen: boolean;
  paletteOpen: boolean;
  logoutOpen: boolean;
}

/** On a phone the side menu is a drawer over the screen: it starts closed and closes after each visit. */
export function isPhone(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 720px)').matches;
}

const INITIAL_SHELL: ShellState = { sidebarOpen: !isPhone(), reportsOpen: false, paletteOpen: false, logoutOpen: false };

export const shell = createStore<ShellState>(INITIAL_SHELL);

export function patchShell(patch: Partial<ShellState>): void {
  shell.set((state) => ({ ...state, ...patch }));
}
