import type { Command, CommandScope } from './types';

const MODIFIER_ORDER = ['ctrl', 'alt', 'shift', 'meta'];
const ALIASES: Record<string, string> = {
  control: 'ctrl',
  option: 'alt',
  '⌥': 'alt',
  command: 'meta',
  cmd: 'meta',
  '⌘': 'meta',
  return: 'enter',
  esc: 'escape',
};

/** "Ctrl+K, F9" → ["ctrl+k", "f9"]: each alternative with its modifiers in one order. */
export function keysOf(kbd: string): string[] {
  return kbd
    .split(',')
    .map((combo) => combo.trim().toLowerCase())
    .filter((combo) => combo !== '')
    .map((combo) => {
      const parts = combo.split('+').map((p) => ALIASES[p.trim()] ?? p.trim());
      const mods = parts.filter((p) => MODIFIER_ORDER.includes(p)).sort((a, b) => MODIFIER_ORDER.indexOf(a) - MODIFIER_ORDER.indexOf(b));
      const rest = parts.filter((p) => !MODIFIER_ORDER.includes(p));
      return [...mods, ...rest].join('+');
    });
}

// KeyboardEvent.key → the name hotkeys-js syntax uses (keysOf); a letter or digit is its own lower-case self.
const EVENT_KEYS: Record<string, string> = {
  arrowup: 'up',
  arrowdown: 'down',
  arrowleft: 'left',
  arrowright: 'right',
  ' ': 'space',
  esc: 'escape',
  del: 'delete',
};

/** The key a keydown event is, written as keysOf writes it ("ctrl+s", "down", "f9"); a lone modifier is "". */
export function comboOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>): string {
  const lower = event.key.toLowerCase();
  const key = EVENT_KEYS[lower] ?? ALIASES[lower] ?? lower;
  if (key === 'control' || key === 'ctrl' || key === 'alt' || key === 'shift' || key === 'meta') return '';
  let combo = '';
  if (event.ctrlKey) combo += 'ctrl+';
  if (event.altKey) combo += 'alt+';
  if (event.shiftKey) combo += 'shift+';
  if (event.metaKey) combo += 'meta+';
  return combo + key;
}

const SHOWN: Record<string, string> = {
  ctrl: 'Ctrl',
  alt: 'Alt',
  shift: 'Shift',
  meta: 'Meta',
  enter: 'Enter',
  escape: 'Esc',
  delete: 'Del',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  space: 'Space',
};

/** How a key is shown: "alt+h" → "Alt+H", "f9, ctrl+s" → "F9 / Ctrl+S". */
export function formatKbd(kbd: string): string {
  return keysOf(kbd)
    .map((combo) =>
      combo
        .split('+')
        .map((p) => SHOWN[p] ?? p.toUpperCase())
        .join('+'),
    )
    .join(' / ');
}

const isDialog = (scope: CommandScope) => scope.startsWith('dialog:');
/** An app key and a screen key are bound at once; a dialog's keys are alone while it is open. */
const bothBound = (a: CommandScope, b: CommandScope) => !isDialog(a) && !isDialog(b) && (a === 'app' || b === 'app');

export interface KeyConflict {
  key: string;
  ids: string[];
}

/**
 * Keys bound twice where both would fire: twice in one scope, or a screen key that an app key already holds
 * (app keys stay bound on every screen). A dialog's keys clash only among themselves: while it is open the app's and
 * the screen's stand down.
 */
export function findKeyConflicts(commands: ReadonlyArray<Pick<Command, 'id' | 'kbd'> & { scope: CommandScope }>): KeyConflict[] {
  const byKey = new Map<string, Array<{ id: string; scope: CommandScope }>>();
  for (const command of commands) {
    for (const key of keysOf(command.kbd ?? '')) byKey.set(key, [...(byKey.get(key) ?? []), { id: command.id, scope: command.scope }]);
  }
  const conflicts: KeyConflict[] = [];
  for (const [key, bound] of byKey) {
    const clashing = bound.filter((a) => bound.some((b) => a !== b && (a.scope === b.scope || bothBound(a.scope, b.scope))));
    if (clashing.length > 0) conflicts.push({ key, ids: clashing.map((c) => c.id) });
  }
  return conflicts;
}

/**
 * Whether a key typed with no modifier (a list's type-ahead) is one of these commands' plain keys: "e" when Edit is
 * bound to E. A capital letter is never a plain key, typed with Shift (hotkeys-js fires "e" only without Shift) or with
 * Caps Lock (useCommandHotkeys lets it through as text): "E" and "LAKSHMI" type.
 */
export function isPlainKeyBound(key: string, shift: boolean, commands: ReadonlyArray<Pick<Command, 'kbd'>>): boolean {
  if (key.length !== 1) return false;
  const typed = key.toLowerCase();
  if (typed !== key) return false;
  if (shift && /[a-z]/.test(typed)) return false;
  return commands.some((command) => keysOf(command.kbd ?? '').includes(typed));
}
