// The screen's own message line: a brief toast after a save or a new customer, else the status line's last message.
import { memo, useCallback, useEffect, useState } from 'react';
import { CART_MESSAGES } from '../../../../core/cart';
import { savedBillNote, tenderNote } from '../../../billing/saved-bill';
import { lastMessage } from '../../../ui/status';
import { useStore } from '../../../ui/store';

export interface Toast {
  text: string;
  note: string;
  /** Distinguishes two equal toasts in a row, so each gets its full time. */
  id: number;
}

const TOAST_MS = 2500;

export function useToast(): [Toast | null, (text: string, body: unknown) => void, () => void] {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback(
    (text: string, body: unknown) =>
      setToast((t) => ({ text, note: [savedBillNote(body), tenderNote(body)].filter(Boolean).join(' · '), id: (t?.id ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setToast(null), []);
  return [toast, show, dismiss];
}

/** Memoised: it changes with the toast and the status line's message, not with every scan. share: Alt+W is offered. */
export const BillMessage = memo(function BillMessage({ toast, share = false }: { toast: Toast | null; share?: boolean }) {
  const message = useStore(lastMessage);
  if (toast) {
    return (
      <p className="bill-message bill-toast" key={toast.id}>
        <span aria-hidden="true">✓ </span>
        {toast.text}
        {toast.note && <span className="dim"> · {toast.note}</span>}
        {toast.text === CART_MESSAGES.orderSaved && (
          <span className="dim">
            {' · '}
            <kbd>Ctrl+P</kbd> Print
            {share && (
              <>
                {' · '}
                <kbd>Alt+W</kbd> WhatsApp
              </>
            )}
          </span>
        )}
      </p>
    );
  }
  return <p className="bill-message">{message}</p>;
});
