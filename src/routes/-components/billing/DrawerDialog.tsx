// Ctrl+Shift+D at the counter (issue 33): asks why the cash drawer is opened without a sale, then opens it through the
// till's receipt printer; the server audits who opened it and why. Enter opens, Esc closes. Radix keeps the focus in.
import { Dialog } from 'radix-ui';
import { useState, type KeyboardEvent } from 'react';
import { MAX_DRAWER_REASON } from '../../../../core/devices/receipt-print';
import { openDrawerFor } from '../../../billing/counter-devices';

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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void open();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onDone('')}>
      <Dialog.Portal>
        <Dialog.Content className="tender drawer-open" onKeyDown={onKeyDown} aria-busy={busy}>
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
              Open drawer <kbd aria-hidden="true">Enter</kbd>
            </button>
            <button type="button" onClick={() => onDone('')}>
              Cancel <kbd aria-hidden="true">Esc</kbd>
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
