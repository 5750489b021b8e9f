// The unit-serials panel (issue 33 item 4), one look and one set of keys wherever units are named by serial: the GST
// counter's line (Alt+N at /pos), a purchase line (Alt+N at /addpurchase) and a purchase return's line (Alt+N at
// /purchasereturn, which lists the line's units in stock to pick). Each unit's serial scanned or typed, Enter adds it to
// the line (qty follows), Esc goes back. The screen's own rules say why one is refused.
import { Dialog } from 'radix-ui';
import { useState, type KeyboardEvent } from 'react';

export interface UnitSerialsEntryProps {
  productName: string;
  serials: readonly string[];
  /** Adds the typed serial to the line: '' when it was added, else why not (shown in the panel). */
  add(text: string): string;
  remove(serial: string): void;
  /** The units the line may take, listed to pick (Tab to one, Enter picks it); absent where any unit may be scanned. */
  choices?: readonly string[];
  onClose(): void;
  /** After the panel has closed: the screen puts the focus back where scanning goes on. */
  onClosed(): void;
}

export function UnitSerialsEntry({ productName, serials, add, remove, choices, onClose, onClosed }: UnitSerialsEntryProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const refused = add(typed);
    setProblem(refused);
    if (refused === '') setTyped('');
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
          <Dialog.Title className="tender-title">Unit serials: {productName}</Dialog.Title>
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
          {choices && (
            <ul className="unit-serial-list" aria-label="Units to pick">
              {choices
                .filter((serial) => !serials.includes(serial))
                .map((serial) => (
                  <li key={serial}>
                    <button type="button" aria-label={`Pick ${serial}`} onClick={() => setProblem(add(serial))}>
                      {serial}
                    </button>
                  </li>
                ))}
            </ul>
          )}
          <ul className="unit-serial-list" aria-label="Unit serials on the line">
            {serials.map((serial) => (
              <li key={serial}>
                {serial}{' '}
                <button type="button" aria-label={`Remove ${serial}`} onClick={() => remove(serial)}>
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
