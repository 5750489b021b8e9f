// Tender (F10 or Alt+T on a new GST or retail bill): what the customer pays, by cash, UPI, card or several; the rest
// stays on credit. Cash starts at the bill's total; UPI or card typed first leave cash the rest. Cash over what is
// left is change. Its keys are the registry's dialog scope "tender" (dialog-commands.ts): Enter (or F9, Ctrl+S) saves
// the bill with its payments; ↑/↓ move between the fields; Esc closes.
// Mounted only while open, so the line table and the entry fields never render for it.
import { Dialog } from 'radix-ui';
import { useMemo, useRef, useState } from 'react';
import { optionalRupees } from '../../../../core/forms/fields';
import { formatIndian, formatRupees, type Paise } from '../../../../core/money';
import { formatKbd } from '../../../commands/keys';
import { useDialogCommands } from '../../../commands/useDialogCommands';
import { settleTender, TENDER_MODE_NAMES, TENDER_MODES, type Tender, type TenderMode } from '../../../../core/tender';
import { tenderCommands } from './dialog-commands';

type Texts = Record<TenderMode, string>;

// A tender amount is pos_order.php's own rule (rupees, never negative); a blank field is nothing taken.
const tenderAmount = optionalRupees();

function readAmount(text: string): Paise | null {
  const parsed = tenderAmount.safeParse(text);
  return parsed.success ? parsed.data : null;
}

const shown = (paise: Paise) => `₹${formatIndian(paise)}`;

export default function TenderPanel({ total, onSave, onClose }: { total: Paise; onSave(tender: Tender): void; onClose(): void }) {
  const [texts, setTexts] = useState<Texts>({ cash: formatRupees(total), upi: '', card: '' });
  // Until the cashier types cash, it follows what UPI and card leave of the bill.
  const [cashTyped, setCashTyped] = useState(false);
  const [problem, setProblem] = useState('');
  const inputs = useRef<Partial<Record<TenderMode, HTMLInputElement | null>>>({});

  const amounts = useMemo(() => {
    const read = { cash: readAmount(texts.cash), upi: readAmount(texts.upi), card: readAmount(texts.card) };
    return read.cash === null || read.upi === null || read.card === null ? null : (read as Record<TenderMode, Paise>);
  }, [texts]);
  const check = amounts ? settleTender(total, { amounts, cashReceived: null }) : null;

  const change = (mode: TenderMode, text: string) => {
    setProblem('');
    setTexts((current) => {
      const next = { ...current, [mode]: text };
      if (mode === 'cash') return next;
      const upi = readAmount(next.upi) ?? 0;
      const card = readAmount(next.card) ?? 0;
      return cashTyped ? next : { ...next, cash: formatRupees(Math.max(0, total - upi - card)) };
    });
    if (mode === 'cash') setCashTyped(true);
  };

  const save = () => {
    if (!amounts) return setProblem('Enter each amount in rupees, such as 1770 or 1770.50.');
    const settled = settleTender(total, { amounts, cashReceived: null });
    if (!settled.ok) return setProblem(settled.msg);
    // The wire carries the cash booked on the bill and, when more was handed over, the cash received.
    const booked = settled.settlement.booked;
    onSave({ amounts: booked, cashReceived: amounts.cash > booked.cash ? amounts.cash : null });
  };

  const step = (from: Element | null, by: 1 | -1): boolean => {
    const at = TENDER_MODES.findIndex((mode) => inputs.current[mode] === from);
    if (at < 0) return false;
    const next = TENDER_MODES[(at + by + TENDER_MODES.length) % TENDER_MODES.length];
    inputs.current[next]?.focus();
    inputs.current[next]?.select();
    return true;
  };
  const commands = tenderCommands({ save, step, close: onClose });
  const [saveEntry, , , cancelEntry] = commands;
  const keys = useDialogCommands('tender', commands);

  const settlement = check?.ok ? check.settlement : null;
  return (
    // Radix's Dialog: modal, focus kept inside, Esc closes; the counter puts the focus back in its serial field itself.
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={keys.ref}
          className="tender"
          aria-describedby={undefined}
          onEscapeKeyDown={keys.onEscapeKeyDown}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className="tender-title">
            Tender <span className="dim">· Bill {shown(total)}</span>
          </Dialog.Title>
          <div className="tender-fields">
            {TENDER_MODES.map((mode, index) => (
              <label key={mode} className="tender-field">
                <span>{TENDER_MODE_NAMES[mode]}</span>
                <input
                  ref={(element) => {
                    inputs.current[mode] = element;
                  }}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  autoFocus={index === 0}
                  onFocus={(event) => event.currentTarget.select()}
                  value={texts[mode]}
                  onChange={(event) => change(mode, event.target.value)}
                />
              </label>
            ))}
          </div>
          <dl className="tender-sums" aria-live="polite">
            <dt>Paid</dt>
            <dd>{settlement ? shown(settlement.paid) : '—'}</dd>
            <dt>Credit</dt>
            <dd>{settlement ? shown(settlement.credit) : '—'}</dd>
            <dt>Change Due</dt>
            <dd className="tender-change">{settlement ? shown(settlement.change) : '—'}</dd>
          </dl>
          <p className="tender-problem" role="alert">
            {problem || (check && !check.ok ? check.msg : '')}
          </p>
          <p className="tender-actions">
            <button type="button" onClick={save}>
              {saveEntry.title} <kbd aria-hidden="true">{formatKbd(saveEntry.kbd)}</kbd>
            </button>
            <button type="button" onClick={onClose}>
              {cancelEntry.title} <kbd aria-hidden="true">{formatKbd(cancelEntry.kbd)}</kbd>
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
