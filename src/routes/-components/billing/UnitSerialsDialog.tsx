// Alt+N on a line of a product that tracks unit serials (issue 33 item 4): each unit's serial scanned or typed, Enter
// adds it to the line (qty follows), Esc goes back to the bill. The cart's decider says why one is refused.
import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { useState, type KeyboardEvent } from 'react';
import { findLine } from '../../../../core/cart';
import { useBilling } from './billing-context';

export function UnitSerialsDialog({ lineId, onClose, onClosed }: { lineId: string; onClose(): void; onClosed(): void }) {
  const { actor } = useBilling();
  const line = useSelector(actor, (s) => findLine(s.context.cart, lineId));
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const serials = line?.unitSerials ?? [];

  const add = () => {
    const before = actor.getSnapshot().context.journal.events.length;
    actor.send({ type: 'ADD_UNIT_SERIAL', lineId, unitSerial: typed });
    const after = actor.getSnapshot().context;
    if (after.journal.events.length === before) return setProblem(after.message);
    setTyped('');
    setProblem('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          className="tender unit-serials"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <Dialog.Title className="tender-title">Unit serials: {line?.productName ?? ''}</Dialog.Title>
          <Dialog.Description className="dim">
            Scan or type each unit&apos;s serial and press Enter; the quantity follows ({serials.length} {serials.length === 1 ? 'unit' : 'units'}).
          </Dialog.Description>
          <div className="tender-fields">
            <label className="tender-field">
              <span>Unit serial</span>
              <input
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setProblem('');
                }}
              />
            </label>
          </div>
          <p className="tender-problem" role="alert">
            {problem}
          </p>
          <ul className="unit-serial-list" aria-label="Unit serials on the line">
            {serials.map((serial) => (
              <li key={serial}>
                {serial}{' '}
                <button type="button" aria-label={`Remove ${serial}`} onClick={() => actor.send({ type: 'REMOVE_UNIT_SERIAL', lineId, unitSerial: serial })}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <p className="tender-actions">
            <button type="button" onClick={onClose}>
              Done <kbd aria-hidden="true">Esc</kbd>
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
