// A confirm with the spec's own words and buttons. The cancel button has focus first; ← → or Tab move between the
// two, Enter presses the focused one (the button's own), Esc cancels: the dialog scope "confirm" (confirmCommands).
import { AlertDialog, Button } from '@radix-ui/themes';
import { formatKbd } from '../../commands/keys';
import type { DialogCommand } from '../../commands/types';
import { useDialogCommands } from '../../commands/useDialogCommands';

export interface ConfirmText {
  text: string;
  cancel: string;
  confirm: string;
}

/** The confirm's keys, shown in its description from the same entries. */
export const confirmCommands = (actions: { step(from: Element | null, by: 1 | -1): void; cancel(): void }): DialogCommand[] => [
  { id: 'confirm.previous', title: 'Previous button', kbd: 'left', run: (target) => actions.step(target, -1) },
  { id: 'confirm.next', title: 'Next button', kbd: 'right', run: (target) => actions.step(target, 1) },
  { id: 'confirm.cancel', title: 'Cancel', kbd: 'escape', run: () => actions.cancel() },
];

/** ← → between the confirm's buttons, round. */
function step(from: Element | null, by: 1 | -1): void {
  const buttons = [...(from?.closest('.rec-confirm')?.querySelectorAll<HTMLButtonElement>('.dialog-actions button') ?? [])];
  const at = buttons.indexOf(from as HTMLButtonElement);
  buttons[(at + by + buttons.length) % buttons.length]?.focus();
}

export function ConfirmDialog({
  open,
  words,
  busy,
  onCancel,
  onConfirm,
  onClosed,
}: {
  open: boolean;
  words: ConfirmText;
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Where the focus goes once the dialog has closed (else back where it was before it opened). */
  onClosed?(): void;
}) {
  const commands = confirmCommands({ step, cancel: () => !busy && onCancel() });
  const [previous, next, cancel] = commands;
  const keys = useDialogCommands('confirm', commands);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      {/* Esc cancels the confirm and nothing else: the screen's own Esc (Back) never sees the key that closed it. */}
      <AlertDialog.Content
        size="1"
        ref={keys.ref}
        className="dialog-box rec-confirm"
        onEscapeKeyDown={(event) => {
          event.stopPropagation();
          keys.onEscapeKeyDown(event);
        }}
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        <AlertDialog.Title size="2">{words.text}</AlertDialog.Title>
        <AlertDialog.Description size="1" color="gray">
          Enter presses the focused button, {formatKbd(previous.kbd)} {formatKbd(next.kbd)} move between them, {formatKbd(cancel.kbd)} cancels.
        </AlertDialog.Description>
        <div className="dialog-actions">
          <AlertDialog.Cancel>
            <Button size="1" variant="soft" color="gray" disabled={busy}>
              {words.cancel}
            </Button>
          </AlertDialog.Cancel>
          <Button size="1" color="red" disabled={busy} onClick={onConfirm}>
            {words.confirm}
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
