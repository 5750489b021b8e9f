// Ctrl+Shift+D at the counter (issue 33): asks why the cash drawer is opened without a sale, then opens it through the
// till's receipt printer; the server audits who opened it and why. Enter opens, Esc closes (dialog scope "drawer",
// dialog-commands.ts). Radix keeps the focus in.
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { MAX_DRAWER_REASON } from '../../../../core/devices/receipt-print';
import { openDrawerFor } from '../../../billing/counter-devices';
import { formatKbd } from '../../../commands/keys';
import { useDialogCommands } from '../../../commands/useDialogCommands';
import { drawerDialogCommands } from './dialog-commands';

/** onDone: the dialog has gone, with the message for the status line ('' when closed without opening). */
export default function DrawerDialog({ onDone }: { onDone(message: string): void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    const result = await openDrawerFor(reason);
    setBusy(false);
    if (result.ok) onDone(result.msg);
    else setProblem(result.msg);
  };

  const commands = drawerDialogCommands({ open: () => void open(), close: () => onDone('') });
  const [openEntry, cancelEntry] = commands;
  const keys = useDialogCommands('drawer', commands);

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onDone('')}>
      <Dialog.Portal>
        <Dialog.Content ref={keys.ref} className="tender drawer-open" onEscapeKeyDown={keys.onEscapeKeyDown} aria-busy={busy}>
          <Dialog.Title className="tender-title">Open the cash drawer</Dialog.Title>
          <Dialog.Description>No sale: the drawer opens on its own, and the audit trail records who opened it and why.</Dialog.Description>
          <div className="tender-fields">
            <label className="tender-field">
              <span>Reason</span>
              <input
                autoFocus
                autoComplete="off"
                maxLength={MAX_DRAWER_REASON}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setProblem('');
                }}
              />
            </label>
          </div>
          <p className="tender-problem" role="alert">
            {problem}
          </p>
          <p className="tender-actions">
            <button type="button" onClick={() => void open()} disabled={busy}>
              {openEntry.title} <kbd aria-hidden="true">{formatKbd(openEntry.kbd)}</kbd>
            </button>
            <button type="button" onClick={() => onDone('')}>
              {cancelEntry.title} <kbd aria-hidden="true">{formatKbd(cancelEntry.kbd)}</kbd>
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
