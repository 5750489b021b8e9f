import { Command as Cmdk } from 'cmdk';
import { useState } from 'react';
import { todayInKolkata } from '../../core/dates';
import { parseReportQuery, reportHref } from '../../core/report-query';
import { patchShell, shell } from '../ui/shell/shell-state';
import { useStore } from '../ui/store';
import { formatKbd } from './keys';
import { paletteFilter } from './palette-filter';
import { allowedCommands } from './registry';
import type { Command, CommandContext, CommandGroup } from './types';

const GROUP_ORDER: readonly CommandGroup[] = ['Screen', 'Menu', 'Reports', 'Account', 'View'];

/** Ctrl+K: every command the user's flags allow; Enter runs the highlighted one. */
export function Palette({ commands, ctx }: { commands: readonly Command[]; ctx: CommandContext }) {
  const { paletteOpen } = useStore(shell);
  const offered = allowedCommands(commands, ctx).filter((command) => command.inPalette !== false);
  const [typed, setTyped] = useState('');
  // A report with its argument ("sales gst this month", "pending Murugan"), DESIGN §7: offered first, as typed.
  const report = paletteOpen ? parseReportQuery(typed, todayInKolkata(new Date())) : null;
  const reportAllowed = report !== null && ctx.flags.has(report.flag);
  const run = (command: Command, argument?: string) => {
    patchShell({ paletteOpen: false });
    setTyped('');
    // Let the palette hand focus back before the command opens anything of its own.
    requestAnimationFrame(() => command.run(ctx, 'palette', argument));
  };
  // "find product fan": a command with an argument prefix offers itself with the rest of the text.
  const withArgument = offered.flatMap((command) => {
    const prefix = command.argument?.prefix;
    const text = typed.trimStart();
    if (!prefix || !text.toLowerCase().startsWith(`${prefix.toLowerCase()} `)) return [];
    const argument = text.slice(prefix.length).trim();
    return argument === '' ? [] : [{ command, argument }];
  });
  return (
    <Cmdk.Dialog
      open={paletteOpen}
      onOpenChange={(open) => {
        patchShell({ paletteOpen: open });
        if (!open) setTyped('');
      }}
      label="Command palette"
      className="palette"
      overlayClassName="palette-overlay"
      filter={paletteFilter}
      loop
    >
      <Cmdk.Input className="palette-input" placeholder="Type a command or a screen…" aria-label="Command" value={typed} onValueChange={setTyped} />
      <Cmdk.List className="palette-list">
        <Cmdk.Empty className="palette-empty">No matching command.</Cmdk.Empty>
        {report && reportAllowed && (
          <Cmdk.Group heading="Report" className="palette-group" forceMount>
            <Cmdk.Item
              value={typed}
              forceMount
              onSelect={() => {
                patchShell({ paletteOpen: false });
                setTyped('');
                requestAnimationFrame(() => ctx.navigate(reportHref(report)));
              }}
              className="palette-item"
            >
              <span className="palette-title">{report.title}</span>
            </Cmdk.Item>
          </Cmdk.Group>
        )}
        {withArgument.length > 0 && (
          <Cmdk.Group heading="Run" className="palette-group">
            {withArgument.map(({ command, argument }) => (
              <Cmdk.Item key={`${command.id}:arg`} value={`${command.id}:${typed}`} keywords={[typed]} onSelect={() => run(command, argument)} className="palette-item">
                <span className="palette-title">
                  {command.title} “{argument}”
                </span>
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        )}
        {GROUP_ORDER.map((group) => {
          const items = offered.filter((command) => command.group === group);
          if (items.length === 0) return null;
          return (
            <Cmdk.Group key={group} heading={group} className="palette-group">
              {items.map((command) => (
                <Cmdk.Item key={command.id} value={command.id} keywords={[command.title, ...command.keywords]} onSelect={() => run(command)} className="palette-item">
                  <span className="palette-title">{command.title}</span>
                  {command.kbd && <kbd>{formatKbd(command.kbd)}</kbd>}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          );
        })}
      </Cmdk.List>
    </Cmdk.Dialog>
  );
}
