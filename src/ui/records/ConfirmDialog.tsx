// A confirm with the spec's own words and buttons. The cancel button has focus first; ← → or Tab move between the
// two, Enter presses the focused one, Esc cancels.
import { AlertDialog, Button } from '@radix-ui/themes';
import type { KeyboardEvent } from 'react';

export interface ConfirmText {
  text: string;
  cancel: string;
  confirm: string;
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
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.dialog-actions button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
    event.preventDefault();
    next?.focus();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      {/* Esc cancels the confirm and nothing else: the screen's own Esc (Back) never sees the key that closed it. */}
      <AlertDialog.Content
        size="1"
        className="dialog-box rec-confirm"
        onKeyDown={onKeyDown}
        onEscapeKeyDown={(event) => event.stopPropagation()}
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        <AlertDialog.Title size="2">{words.text}</AlertDialog.Title>
        <AlertDialog.Description size="1" color="gray">
          Enter presses the focused button, ← → move between them, Esc cancels.
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
