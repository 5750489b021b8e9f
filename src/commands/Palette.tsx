import { Command as Cmdk } from 'cmdk';
import { useState } from 'react';
import { patchShell, shell } from '../ui/shell/shell-state';
import { useStore } from '../ui/store';
import { formatKbd } from './keys';
import { groupsByBestMatch, paletteFilter } from './palette-filter';
import { allowedCommands, deniedCommands, paletteOffers } from './registry';
import type { Command, CommandContext, CommandGroup } from './types';

const GROUP_ORDER: readonly CommandGroup[] = ['Screen', 'Menu', 'Reports', 'Account', 'View'];

/** Ctrl+K: every command the user's flags allow; Enter runs the highlighted one. */
export function Palette({ commands, ctx }: { commands: readonly Command[]; ctx: CommandContext }) {
  const { paletteOpen } = useStore(shell);
  const offered = allowedCommands(commands, ctx).filter((command) => command.inPalette !== false);
  const [typed, setTyped] = useState('');
  // What the text names but the flags do not open is listed last, disabled, saying so (only once something is typed).
  const denied = typed.trim() === '' ? [] : deniedCommands(commands, ctx);
  // A command with its argument ("find product fan", "sales gst this month", "pending Murugan"), DESIGN §7: offered
  // first, as typed.
  const offers = paletteOpen ? paletteOffers(commands, typed, ctx) : [];
  const run = (action: (ctx: CommandContext) => void) => {
    patchShell({ paletteOpen: false });
    setTyped('');
    // Let the palette hand focus back before the command opens anything of its own.
    requestAnimationFrame(() => action(ctx));
  };
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
        {/* An offer is always shown (forceMount), and cmdk's own count leaves it out. */}
        {offers.length === 0 && <Cmdk.Empty className="palette-empty">No matching command.</Cmdk.Empty>}
        {offers.length > 0 && (
          <Cmdk.Group heading="Run" className="palette-group" forceMount>
            {offers.map(({ command, offer }) => (
              <Cmdk.Item key={`${command.id}:offer`} value={`${command.id}:${typed}`} forceMount onSelect={() => run(offer.run)} className="palette-item">
                <span className="palette-title">{offer.title}</span>
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        )}
        {groupsByBestMatch(GROUP_ORDER, offered, typed).map((group) => {
          const items = offered.filter((command) => command.group === group);
          if (items.length === 0) return null;
          return (
            <Cmdk.Group key={group} heading={group} className="palette-group">
              {items.map((command) => (
                <Cmdk.Item
                  key={command.id}
                  value={command.id}
                  keywords={[command.title, ...command.keywords]}
                  onSelect={() => run((c) => command.run(c, 'palette'))}
                  className="palette-item"
                >
                  <span className="palette-title">{command.title}</span>
                  {command.kbd && <kbd>{formatKbd(command.kbd)}</kbd>}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          );
        })}
        {denied.length > 0 && (
          <Cmdk.Group heading="No permission" className="palette-group">
            {denied.map((command) => (
              <Cmdk.Item
                key={command.id}
                value={`denied:${command.id}`}
                keywords={[command.title, ...command.keywords]}
                disabled
                className="palette-item palette-denied"
              >
                <span className="palette-title">{command.title}</span>
                <span className="palette-note">Permission denied</span>
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        )}
      </Cmdk.List>
    </Cmdk.Dialog>
  );
}
