import { useEffect, useMemo, type ReactNode } from 'react';
import { mayOpen, screenRule } from '../../../core/screen-access';
import { APP_COMMANDS } from '../../commands/app-commands';
import { Palette } from '../../commands/Palette';
import { screenCommands } from '../../commands/registry';
import { useCommandContext } from '../../commands/useCommandContext';
import { useCommandHotkeys } from '../../commands/useCommandHotkeys';
import { loadPermissions, permissions } from '../../session/permissions';
import { AlertHost } from '../AlertHost';
import { isChromeHidden } from '../chrome';
import { ThemeContext } from '../theme';
import { useStore } from '../store';
import { Footer } from './Footer';
import { Header } from './Header';
import { PermissionDenied } from './PermissionDenied';
import { LogoutDialog } from './LogoutDialog';
import { shell } from './shell-state';
import { SideMenu } from './SideMenu';

/** Everything a signed-in screen gets: permissions, keys, palette, logout, and the chrome unless the screen hides it. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const ctx = useCommandContext();
  const screen = useStore(screenCommands);
  const { sidebarOpen } = useStore(shell);
  const { status } = useStore(permissions);
  // Once the flags are known, a screen the user may not use says so instead of loading into an empty list.
  const access = screenRule(ctx.pathname)?.access;
  const denied = status === 'granted' && access && !mayOpen(access, { flags: ctx.flags, isOwner: ctx.isOwner === true }) ? access : null;
  // A guarded screen waits for the flags (issue 32): mounted before them, it would call what the user may not (a 403).
  const waiting = access !== undefined && (status === 'idle' || status === 'loading');
  const screenBody = waiting ? (
    <p className="screen-waiting" aria-busy="true">
      Loading…
    </p>
  ) : denied ? (
    <PermissionDenied access={denied} />
  ) : (
    children
  );
  const commands = useMemo(() => [...screen, ...APP_COMMANDS], [screen]);
  useCommandHotkeys(commands, ctx);
  useEffect(() => {
    if (permissions.get().status === 'idle') void loadPermissions();
  }, []);

  return (
    <ThemeContext>
      {isChromeHidden(ctx.pathname) ? (
        <main className="bare">{screenBody}</main>
      ) : (
        <div className="shell" data-sidebar={sidebarOpen ? 'open' : 'collapsed'}>
          <Header ctx={ctx} />
          <SideMenu ctx={ctx} />
          <main className="shell-main" id="main">
            {screenBody}
          </main>
          <Footer ctx={ctx} />
        </div>
      )}
      <Palette commands={commands} ctx={ctx} />
      <LogoutDialog />
      <AlertHost />
    </ThemeContext>
  );
}
