// The registry's dialog adapter (issue 34 item 3): while a dialog is open it answers the dialog's own entries, and the
// app's and the screen's stand down (useCommandHotkeys: an open dialog is an overlay). One keydown listener, there
// only while the dialog is, hears the keys typed inside its content, reads the key once (comboOf) and looks it up in a
// map built when the dialog opens: no work for any key while no dialog is open, and none per field. It listens on the
// document, after the fields' own handlers (a type-ahead's Enter picks before the Enter moves on, as a form's handler
// heard it when the key bubbled up to it) and after the app's and the screen's keys have stood down.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { comboOf, findKeyConflicts, keysOf } from './keys';
import type { DialogCommand } from './types';

/** Every key of a dialog command, shown or not. */
export const dialogKeysOf = (command: Pick<DialogCommand, 'kbd' | 'alsoKbd'>): string[] => keysOf(`${command.kbd}, ${command.alsoKbd ?? ''}`);

/** A dialog's entries as the clash test (and the check at open) reads them: every key, under the dialog's scope. */
export const dialogScoped = (dialog: string, commands: readonly DialogCommand[]) =>
  commands.map((command) => ({ id: command.id, kbd: dialogKeysOf(command).join(', '), scope: `dialog:${dialog}` as const }));

export interface DialogKeyProps<T extends HTMLElement> {
  /** On the dialog's content element (Radix Dialog.Content / AlertDialog.Content). */
  ref(element: T | null): void;
  /**
   * Radix's own Esc (its listener runs first, on the document): when the dialog has an entry for Esc, the entry
   * answers it instead of Radix closing the dialog by itself.
   */
  onEscapeKeyDown(event: KeyboardEvent): void;
}

/**
 * Binds a dialog's commands while it is mounted. The list may be new on every render (its commands read the dialog's
 * state); its keys are read once, when the dialog opens.
 */
export function useDialogCommands<T extends HTMLElement = HTMLDivElement>(dialog: string, commands: readonly DialogCommand[]): DialogKeyProps<T> {
  const current = useRef(commands);
  useEffect(() => {
    current.current = commands;
  });
  // The keys never change while a dialog is open; a map from each key to its command's place in the list.
  const byKey = useMemo(() => {
    for (const conflict of findKeyConflicts(dialogScoped(dialog, commands)))
      console.error(`[kulir] ${conflict.key} is bound twice: ${conflict.ids.join(', ')}`);
    const map = new Map<string, number>();
    commands.forEach((command, index) => {
      for (const key of dialogKeysOf(command)) map.set(key, index);
    });
    return map;
    // The keys are read once per dialog: later lists carry the same keys with fresh state (read through `current`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog]);

  const answer = useCallback(
    (event: KeyboardEvent): boolean => {
      const at = byKey.get(comboOf(event));
      const command = at === undefined ? undefined : current.current[at];
      if (!command) return false;
      if (command.run(event.target instanceof Element ? event.target : null) === false) return false;
      event.preventDefault();
      return true;
    },
    [byKey],
  );

  const listening = useRef<{ document: Document; listener: (event: KeyboardEvent) => void } | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      if (listening.current) listening.current.document.removeEventListener('keydown', listening.current.listener);
      listening.current = null;
      if (!element) return;
      // Esc is Radix's (onEscapeKeyDown below), so it is answered once; a key typed in a dialog opened over this one
      // (its content is a portal of its own, outside this one's) is that dialog's.
      const listener = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' && event.target instanceof Node && element.contains(event.target)) answer(event);
      };
      element.ownerDocument.addEventListener('keydown', listener);
      listening.current = { document: element.ownerDocument, listener };
    },
    [answer],
  );
  const onEscapeKeyDown = useCallback((event: KeyboardEvent) => void answer(event), [answer]);
  return useMemo(() => ({ ref, onEscapeKeyDown }), [ref, onEscapeKeyDown]);
}
