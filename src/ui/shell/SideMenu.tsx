import { MENU_COMMANDS, REPORT_COMMANDS } from '../../commands/app-commands';
import { allowedCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { useStore } from '../store';
import { MenuLink } from './MenuLink';
import { shell } from './shell-state';

/** The left side menu: entries whose flag is "1" (Dashboard always), then the collapsible Reports group. */
export function SideMenu({ ctx }: { ctx: CommandContext }) {
  const { reportsOpen } = useStore(shell);
  const reports = allowedCommands(REPORT_COMMANDS, ctx);
  return (
    <nav id="side-menu" className="side-menu" aria-label="Side menu">
      <ul>
        {allowedCommands(MENU_COMMANDS, ctx).map((command) => (
          <li key={command.id}>
            <MenuLink command={command} ctx={ctx} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className="menu-link menu-group"
            aria-expanded={reportsOpen}
            aria-controls="reports-group"
            title="Reports"
            onClick={() => ctx.toggleReports()}
          >
            <span className="menu-mark" aria-hidden="true">
              {reportsOpen ? '▾' : '▸'}
            </span>
            <span className="menu-label">Reports</span>
          </button>
          {reportsOpen && (
            <ul id="reports-group" className="menu-sub">
              {reports.map((command) => (
                <li key={command.id}>
                  <MenuLink command={command} ctx={ctx} />
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </nav>
  );
}
