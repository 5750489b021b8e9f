import type { Flag } from '../../core/permissions';

export type CommandSource = 'keyboard' | 'palette' | 'menu';

/** Groups, in the order the palette lists them. */
export type CommandGroup = 'Menu' | 'Reports' | 'Account' | 'View' | 'Screen';

/** What a command may read and do: it never changes state itself, it asks the shell or the router. */
export interface CommandContext {
  flags: ReadonlySet<Flag>;
  /** The shop's owner: only they see the owner's screens (the server refuses everyone else anyway). */
  isOwner?: boolean;
  pathname: string;
  navigate(path: string): void;
  toggleSidebar(): void;
  /** Alt+M: the focus into the side menu (its current entry, else its first); already there, the menu is collapsed or opened. */
  focusMenu(): void;
  toggleReports(): void;
  openPalette(): void;
  askLogout(): void;
}

export interface Command {
  /** Dotted kebab-case: nav.customers, view.toggle-menu. */
  id: string;
  /** The spec's label. */
  title: string;
  group: CommandGroup;
  keywords: readonly string[];
  /** hotkeys-js syntax ("alt+h", "f9, ctrl+s"): this one field binds the key and is shown to the user. */
  kbd?: string;
  /** Shown only when this flag is "1". */
  flag?: Flag;
  /** The route a navigation command opens (the side menu renders it as a link). */
  path?: string;
  /** Two-letter mark shown when the side menu is collapsed to icons. */
  mark?: string;
  /** False for commands the palette should not list (opening the palette itself). */
  inPalette?: boolean;
  when?(ctx: CommandContext): boolean;
  /**
   * Reads the palette's whole text as this command with an argument ("find product fan", "pending Murugan",
   * "sales gst this month"): the entry the palette offers above its list, or null when the text is not for it.
   */
  offer?(typed: string, ctx: CommandContext): PaletteOffer | null;
  run(ctx: CommandContext, source: CommandSource): void;
}

/** A command with its argument, as the palette offers it. */
export interface PaletteOffer {
  title: string;
  run(ctx: CommandContext): void;
}

/**
 * "app" commands are bound on every screen; a mounted screen binds its own under its name ("screen:home"); an open
 * dialog answers its own under its name ("dialog:tender"), and while it is open the app's and the screen's stand down.
 */
export type CommandScope = 'app' | `screen:${string}` | `dialog:${string}`;

/**
 * A key an open dialog answers (useDialogCommands). Its `kbd` is both what is bound and what the dialog shows
 * (formatKbd), like a screen command's.
 */
export interface DialogCommand {
  /** Dotted kebab-case under the dialog's name: tender.save. */
  id: string;
  title: string;
  /** hotkeys-js syntax: bound, and shown in the dialog's hint. */
  kbd: string;
  /** More keys for the same command, bound but not shown (the counter's F9 / Ctrl+S also save from the tender). */
  alsoKbd?: string;
  /**
   * Answers the key; the focused element is passed for commands that belong to some fields only (↑/↓ between the
   * tender's amounts). Returning false leaves the key alone (not answered, its default kept).
   */
  run(target: Element | null): boolean | void;
}
