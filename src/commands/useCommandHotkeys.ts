import hotkeys, { type KeyHandler } from 'hotkeys-js';
import { useEffect, useRef } from 'react';
import { isAllowed } from './registry';
import type { Command, CommandContext } from './types';

// Plain keys stay with text fields and with a choice (ChoiceSelect: its typing picks, ↓ opens it, and its open list
// has keys of its own); keys with Ctrl, Alt or Meta and the F-keys work everywhere. A capital letter without Shift
// (Caps Lock on) is someone typing a name, never a key: a list's type-ahead takes it (keys.ts isPlainKeyBound).
hotkeys.filter = (event) => {
  if (/^[A-Z]$/.test(event.key) && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  const editable =
    !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest('[data-choice], .k-select-content') !== null);
  return !editable || event.ctrlKey || event.altKey || event.metaKey || /^F\d{1,2}$/.test(event.key);
};

/** While a dialog or menu is open, its own keys win (one that is closing no longer counts). */
function overlayOpen(): boolean {
  return document.querySelector(':is([role="dialog"], [role="alertdialog"], [role="menu"]):not([data-state="closed"])') !== null;
}

/** Binds every command's `kbd` with hotkeys-js; the same field is what menus and the status line show. */
export function useCommandHotkeys(commands: readonly Command[], ctx: CommandContext): void {
  const context = useRef(ctx);
  useEffect(() => {
    context.current = ctx;
  }, [ctx]);
  useEffect(() => {
    const bound: Array<[string, KeyHandler]> = [];
    for (const command of commands) {
      if (!command.kbd) continue;
      const handler: KeyHandler = (event) => {
        if (overlayOpen() || !isAllowed(command, context.current)) return;
        event.preventDefault();
        command.run(context.current, 'keyboard');
      };
      hotkeys(command.kbd, handler);
      bound.push([command.kbd, handler]);
    }
    return () => {
      for (const [kbd, handler] of bound) hotkeys.unbind(kbd, handler);
    };
  }, [commands]);
}
