// Tender (F10 or Alt+T on a new GST or retail bill): what the customer pays, by cash, UPI, card or several; the rest
// stays on credit. Cash starts at the bill's total; UPI or card typed first leave cash the rest. Cash over what is
// left is change. Enter (or F9, Ctrl+S) saves the bill with its payments; ↑/↓ move between the fields; Esc closes
// (Radix's Dialog primitive).
// Mounted only while open, so the line table and the entry fields never render for it.
import { Dialog } from 'radix-ui';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { optionalRupees } from '../../../../core/forms/fields';
import { formatIndian, formatRupees, type Paise } from '../../../../core/money';
import { settleTender, TENDER_MODE_NAMES, TENDER_MODES, type Tender, type TenderMode } from '../../../../core/tender';

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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = TENDER_MODES.findIndex((mode) => inputs.current[mode] === event.target);
    if (event.key === 'Enter' || event.key === 'F9' || (event.ctrlKey && event.key.toLowerCase() === 's')) {
      event.preventDefault();
      save();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && at >= 0) {
      event.preventDefault();
      const next = TENDER_MODES[(at + (event.key === 'ArrowDown' ? 1 : TENDER_MODES.length - 1)) % TENDER_MODES.length];
      inputs.current[next]?.focus();
      inputs.current[next]?.select();
    }
  };

  const settlement = check?.ok ? check.settlement : null;
  return (
    // Radix's Dialog: modal, focus kept inside, Esc closes; the counter puts the focus back in its serial field itself.
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content className="tender" aria-describedby={undefined} onKeyDown={onKeyDown} onCloseAutoFocus={(event) => event.preventDefault()}>
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
              Save with payment <kbd aria-hidden="true">Enter</kbd>
            </button>
            <button type="button" onClick={onClose}>
              Cancel <kbd aria-hidden="true">Esc</kbd>
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
