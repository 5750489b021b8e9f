// F2 serial number (or product code) and F3 product name, with the quantity: a scan or Enter adds the product.
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  defaultQty,
  findById,
  findByKey,
  isOverStock,
  normalizeKey,
  parseWholeQty,
  productKey,
  resolveEntry,
  shortOfStock,
  stockShown,
  suggest,
  unsavedQty,
} from '../../../../core/cart';
import { formatIndian } from '../../../../core/money';
import { applied } from '../../../billing/useBillingCart';
import { useScannerCapture } from '../../../billing/useScannerCapture';
import { useTypingHold } from '../../../billing/useTypingHold';
import { announce, lastMessage } from '../../../ui/status';
import { useBilling } from './billing-context';
import { comboboxProps, moveHighlight, Suggestions } from '../../../ui/Suggestions';

const LIST_ID = 'product-suggestions';

interface Entry {
  key: string;
  name: string;
  qty: string;
  /** The product a name suggestion picked; added by id while the key field still shows its key. */
  pickedId: string | null;
  /** The field an exact match filled in, emptied again when the match goes. */
  filled: 'key' | 'name' | null;
}

const EMPTY: Entry = { key: '', name: '', qty: '', pickedId: null, filled: null };

/** Memoised: a scan changes the cart, not these fields, so the bill's re-render leaves them (and their DOM) alone. */
export const ProductEntry = memo(function ProductEntry({ screen }: { screen: RefObject<HTMLElement | null> }) {
  const { actor, config, fields, focus, escape } = useBilling();
  const catalogue = useSelector(actor, (s) => s.context.catalogue);
  const [entry, setEntry] = useState<Entry>(EMPTY);
  const [active, setActive] = useState(0);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!refused) return;
    const timer = setTimeout(() => setRefused(false), 700);
    return () => clearTimeout(timer);
  }, [refused]);
  const qtyRef = useRef<HTMLInputElement>(null);
  const [nameFocused, setNameFocused] = useState(false);
  // Suggestions follow what the cashier types in the name field, not a name an exact serial filled in.
  const searching = nameFocused && entry.pickedId === null && entry.filled !== 'name';
  // The list may lag a keystroke behind the field; the field itself (and a scan burst) never waits for it.
  // Not deferred: suggest() takes ~1 ms over 20,000 names, and deferring cost the cashier a frame per key (bench/pos-scan.mjs).
  const query = searching ? entry.name : '';
  const found = useMemo(() => suggest(catalogue, query), [catalogue, query]);
  const picked = entry.pickedId ? findById(catalogue, entry.pickedId) : undefined;

  // A quantity typed beside a product, with what the bill already holds of it, over the product's listed stock: said
  // as it is typed (issue 32). Only typing in the Qty field reaches this; a scan never does.
  const [qtyShort, setQtyShort] = useState(false);
  const qtyWarning = useRef('');
  const checkQty = (next: Entry) => {
    const product = next.pickedId ? findById(catalogue, next.pickedId) : next.key ? findByKey(catalogue, next.key) : undefined;
    const typed = next.qty.trim() === '' ? null : parseWholeQty(next.qty);
    const total = product && typed !== null ? unsavedQty(actor.getSnapshot().context.cart, product.productId) + typed : 0;
    const short = product !== undefined && isOverStock(product.stock, total);
    setQtyShort(short);
    if (short && product) {
      qtyWarning.current = shortOfStock(product.stock ?? 0, product.name);
      announce(qtyWarning.current);
    } else if (qtyWarning.current !== '') {
      if (lastMessage.get() === qtyWarning.current) announce('');
      qtyWarning.current = '';
    }
  };
  // The entry emptied (added, or Esc): nothing typed is over stock any more.
  if (qtyShort && entry.qty === '') setQtyShort(false);

  const add = useCallback(
    (current: Entry) => {
      const usePick = current.pickedId !== null && picked !== undefined && normalizeKey(current.key) === normalizeKey(productKey(config.mode, picked));
      const event =
        usePick && current.pickedId
          ? ({ type: 'ADD_BY_NAME', productId: current.pickedId, qty: current.qty } as const)
          : ({ type: 'SCAN', key: current.key, qty: current.qty } as const);
      if (applied(actor, event)) {
        setEntry(EMPTY);
        focus(fields.key);
      } else {
        setRefused(true);
        if (current === entry) fields.key.current?.select();
        else {
          // A key with held characters (a scan) is shown whole, then selected, so the next scan replaces it.
          setEntry(current);
          selectKey.current = true;
        }
      }
    },
    [actor, config.mode, entry, fields.key, focus, picked],
  );
  // The refused key is selected once the field shows it.
  const selectKey = useRef(false);
  useLayoutEffect(() => {
    if (!selectKey.current) return;
    selectKey.current = false;
    fields.key.current?.select();
  });
  // Characters a scanner types into the key field are held off screen until its Enter (src/billing/typing-hold.ts).
  const held = useTypingHold(fields.key);

  // A burst from the scanner that landed elsewhere on the screen: the key field takes it, as if scanned there.
  const onBurst = useCallback(
    (text: string, inWordField: boolean) => {
      if (inWordField && !findByKey(actor.getSnapshot().context.catalogue, text)) return false;
      fields.key.current?.focus();
      if (applied(actor, { type: 'SCAN', key: text })) setEntry(EMPTY);
      else {
        setEntry({ ...EMPTY, key: normalizeKey(text) });
        setRefused(true);
      }
      return true;
    },
    [actor, fields.key],
  );
  useScannerCapture(screen, fields.key, onBurst);

  // An exact serial/code or name fills the other field (spec §5); what a match filled goes when the match goes.
  const onKeyInput = (text: string) => {
    const key = text.toUpperCase();
    const exact = resolveEntry(catalogue, 'key', key);
    setEntry((e) => {
      if (exact) return { ...e, key, name: exact.name, pickedId: null, filled: 'name' };
      return { ...e, key, name: e.filled === 'name' ? '' : e.name, pickedId: null, filled: e.filled === 'name' ? null : e.filled };
    });
  };

  const onNameInput = (name: string) => {
    const exact = resolveEntry(catalogue, 'name', name);
    setActive(0);
    setEntry((e) => {
      if (exact) return { ...e, name, key: exact.key, pickedId: null, filled: 'key' };
      return { ...e, name, key: e.filled === 'key' ? '' : e.key, pickedId: null, filled: e.filled === 'key' ? null : e.filled };
    });
  };

  const pick = (index: number) => {
    const product = found[index];
    if (!product) return;
    setEntry((e) => ({ ...e, key: productKey(config.mode, product), name: product.name, pickedId: product.productId, filled: 'key' }));
    focus(qtyRef);
  };

  const onKeyFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const typed = held.take();
      const current = typed ? { ...entry, key: (entry.key + typed).toUpperCase(), pickedId: null } : entry;
      if (current.key.trim() === '') focus(fields.name);
      else add(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      const typed = held.take();
      if (typed !== '' || entry.key !== '' || entry.name !== '' || entry.qty !== '') setEntry(EMPTY);
      else escape('key');
    }
  };

  const onNameFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = moveHighlight(event.key, active, found.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (found.length > 0) pick(active);
      else focus(qtyRef);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (entry.name !== '') setEntry(EMPTY);
      else escape('field');
    }
  };

  const onQtyKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(entry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (entry.qty !== '') setEntry((e) => ({ ...e, qty: '' }));
      else escape('field');
    }
  };

  const open = found.length > 0;
  const qtyHint = picked ? String(defaultQty(picked)) : '1';
  return (
    <div className="bill-entry">
      <div className="bill-field bill-key" data-refused={refused || undefined}>
        <label htmlFor="bill-key">{config.keyLabel}</label>
        <input
          id="bill-key"
          ref={fields.key}
          autoComplete="off"
          spellCheck={false}
          value={entry.key}
          onChange={(e) => onKeyInput(e.target.value)}
          onKeyDown={onKeyFieldKey}
        />
      </div>
      <div className="bill-field bill-name">
        <label htmlFor="bill-name">Product Name</label>
        <div className="combo">
          <input
            id="bill-name"
            ref={fields.name}
            data-words
            {...comboboxProps(LIST_ID, open, active)}
            value={entry.name}
            onChange={(e) => onNameInput(e.target.value)}
            onKeyDown={onNameFieldKey}
            onFocus={() => setNameFocused(true)}
            onBlur={() => setNameFocused(false)}
          />
          <Suggestions
            id={LIST_ID}
            label="Products"
            active={active}
            onPick={pick}
            items={found.map((p) => ({
              key: p.productId,
              primary: p.name,
              secondary: productKey(config.mode, p),
              aside: formatIndian(p.rate),
              note: p.stock === undefined ? undefined : stockShown(p.stock),
              warn: p.stock !== undefined && p.stock <= 0,
            }))}
          />
        </div>
      </div>
      <div className="bill-field bill-qty" data-short={qtyShort || undefined}>
        <label htmlFor="bill-qty">Qty</label>
        <input
          id="bill-qty"
          ref={qtyRef}
          inputMode="numeric"
          autoComplete="off"
          placeholder={qtyHint}
          value={entry.qty}
          aria-invalid={qtyShort || undefined}
          onChange={(e) => {
            const next = { ...entry, qty: e.target.value };
            setEntry(next);
            checkQty(next);
          }}
          onKeyDown={onQtyKey}
        />
      </div>
    </div>
  );
});
