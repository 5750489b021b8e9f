import { useLocation, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { permissions } from '../session/permissions';
import { isPhone, patchShell, shell } from '../ui/shell/shell-state';
import { focusSideMenu } from '../ui/shell/side-menu-focus';
import { useStore } from '../ui/store';
import type { CommandContext } from './types';

/** The context every command runs with: the user's flags, the route, and the shell's actions. */
export function useCommandContext(): CommandContext {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { flags, owner } = useStore(permissions);
  return useMemo(
    () => ({
      flags,
      isOwner: owner === true,
      pathname,
      navigate: (path: string) => {
        if (isPhone()) patchShell({ sidebarOpen: false });
        router.history.push(path);
      },
      toggleSidebar: () => patchShell({ sidebarOpen: !shell.get().sidebarOpen }),
      // Alt+M: a collapsed menu opens with the focus on its entry; an open one takes the focus, or collapses when it has it.
      focusMenu: () => {
        if (!shell.get().sidebarOpen) {
          patchShell({ sidebarOpen: true });
          requestAnimationFrame(() => focusSideMenu());
        } else if (!focusSideMenu()) patchShell({ sidebarOpen: false });
      },
      toggleReports: () => patchShell({ reportsOpen: !shell.get().reportsOpen }),
      openPalette: () => patchShell({ paletteOpen: true }),
      askLogout: () => patchShell({ logoutOpen: true, paletteOpen: false }),
    }),
    [flags, owner, pathname, router],
  );
}
