// The estimate's free-text line: item name, amount and quantity, all required (spec §5); Enter moves on, then adds.
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { applied } from '../../../billing/useBillingCart';
import { useBilling } from './billing-context';

interface Draft {
  name: string;
  amount: string;
  qty: string;
}

const EMPTY: Draft = { name: '', amount: '', qty: '' };

export function ManualEntry() {
  const { actor, fields, focus, escape } = useBilling();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const amountRef = useRef<HTMLInputElement>(null);
  const qtyRef = useRef<HTMLInputElement>(null);

  const add = () => {
    if (applied(actor, { type: 'ADD_MANUAL_LINE', ...draft })) {
      setDraft(EMPTY);
      focus(fields.key);
    }
  };

  const onKey = (next: RefObject<HTMLInputElement | null> | 'add', field: keyof Draft) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (next === 'add') add();
      else focus(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (draft[field] !== '') setDraft((d) => ({ ...d, [field]: '' }));
      else escape(field === 'name' ? 'key' : 'field');
    }
  };

  const field = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <div className="bill-entry bill-entry-manual">
      <div className="bill-field bill-name">
        <label htmlFor="bill-key">Item Name</label>
        <input
          id="bill-key"
          ref={fields.key}
          autoComplete="off"
          value={draft.name}
          onChange={(e) => field('name', e.target.value)}
          onKeyDown={onKey(amountRef, 'name')}
        />
      </div>
      <div className="bill-field bill-amount">
        <label htmlFor="bill-amount">Amount</label>
        <input
          id="bill-amount"
          ref={amountRef}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(e) => field('amount', e.target.value)}
          onKeyDown={onKey(qtyRef, 'amount')}
        />
      </div>
      <div className="bill-field bill-qty">
        <label htmlFor="bill-qty">Qty</label>
        <input
          id="bill-qty"
          ref={qtyRef}
          inputMode="numeric"
          autoComplete="off"
          value={draft.qty}
          onChange={(e) => field('qty', e.target.value)}
          onKeyDown={onKey('add', 'qty')}
        />
      </div>
    </div>
  );
}
