import { APP_COMMANDS } from './app-commands';
import { findKeyConflicts } from './keys';
import { screenCommands } from './screen-commands';
import type { Command, CommandContext, CommandScope, PaletteOffer } from './types';

export { screenCommands };

/** Adds a screen's commands until the returned function is called; a key clash is reported at once. */
export function registerScreenCommands(screen: string, commands: readonly Command[]): () => void {
  const scope: CommandScope = `screen:${screen}`;
  const conflicts = findKeyConflicts([...APP_COMMANDS.map((c) => ({ ...c, scope: 'app' as const })), ...commands.map((c) => ({ ...c, scope }))]);
  for (const conflict of conflicts) console.error(`[kulir] ${conflict.key} is bound twice: ${conflict.ids.join(', ')}`);
  screenCommands.set((current) => [...current, ...commands]);
  return () => screenCommands.set((current) => current.filter((c) => !commands.includes(c)));
}

/** What the user's flags (and each command's own condition) allow. */
export function isAllowed(command: Command, ctx: CommandContext): boolean {
  if (command.flag && !ctx.flags.has(command.flag)) return false;
  return command.when ? command.when(ctx) : true;
}

/** Screens the palette names but the user's flags do not open: shown as such, never run (issue 22). */
export function deniedCommands(commands: readonly Command[], ctx: CommandContext): Command[] {
  return commands.filter(
    (command) => command.flag && command.path && !ctx.flags.has(command.flag) && command.inPalette !== false && (command.when ? command.when(ctx) : true),
  );
}

export function allowedCommands(commands: readonly Command[], ctx: CommandContext): Command[] {
  return commands.filter((command) => isAllowed(command, ctx));
}

/** The offers the allowed commands make of the palette's text, in command order. */
export function paletteOffers(commands: readonly Command[], typed: string, ctx: CommandContext): Array<{ command: Command; offer: PaletteOffer }> {
  if (typed.trim() === '') return [];
  return allowedCommands(commands, ctx).flatMap((command) => {
    const offer = command.offer?.(typed, ctx);
    return offer ? [{ command, offer }] : [];
  });
}
