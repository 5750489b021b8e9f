import { DropdownMenu } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_COMMANDS } from '../../commands/app-commands';
import { allowedCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { displayName, storedUserName } from '../../session/user';
import { useStore } from '../store';
import { shell } from './shell-state';

/** Logo link to /home, the side-menu toggle, the user's name and the profile dropdown (spec §2). */
export function Header({ ctx }: { ctx: CommandContext }) {
  const { sidebarOpen } = useStore(shell);
  return (
    <header className="app-header">
      <Link to="/home" className="logo" aria-label="kulir home">
        <span className="prompt">$</span> kulir
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label="Toggle menu"
        aria-expanded={sidebarOpen}
        aria-controls="side-menu"
        onClick={() => ctx.toggleSidebar()}
      >
        ☰
      </button>
      <span className="header-spacer" />
      <span className="user-name">{displayName(storedUserName())}</span>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <button type="button" className="profile-button">
            Profile <span aria-hidden="true">▾</span>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content size="1" align="end">
          {allowedCommands(ACCOUNT_COMMANDS, ctx).map((command) => (
            <DropdownMenu.Item key={command.id} onSelect={() => command.run(ctx, 'menu')}>
              {command.title}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </header>
  );
}
