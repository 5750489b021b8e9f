// /settings, "This till's receipt printer" (issue 33): a network receipt printer for this till only, kept in this
// browser's storage, over the shop's default above; empty: the shop's default, else the browser's print. Enter saves.
import { useState, type FormEvent } from 'react';
import { optionalPrinterAddressField, PRINTER_ADDRESS_RULE } from '../../../../core/devices/printer-address';
import { setTillOwnPrinter, tillOwnPrinter } from '../../../devices/till-printer';

export const TILL_PRINTER_MESSAGES = {
  saved: (printer: string) => `This till prints receipts to ${printer}.`,
  cleared: "This till uses the shop's receipt printer (or the browser's print when none is set).",
  refused: `Receipt Printer: ${PRINTER_ADDRESS_RULE}`,
  notKept: 'This browser keeps no settings (a private window?): the till printer was not saved.',
} as const;

export function TillPrinterSection() {
  const [printer, setPrinter] = useState(tillOwnPrinter);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = optionalPrinterAddressField.safeParse(printer);
    if (!parsed.success) return setMessage({ tone: 'error', text: TILL_PRINTER_MESSAGES.refused });
    if (!setTillOwnPrinter(parsed.data)) return setMessage({ tone: 'error', text: TILL_PRINTER_MESSAGES.notKept });
    setPrinter(parsed.data);
    setMessage({ tone: 'ok', text: parsed.data === '' ? TILL_PRINTER_MESSAGES.cleared : TILL_PRINTER_MESSAGES.saved(parsed.data) });
  };
  return (
    <form className="rec-form adm-form till-printer" aria-labelledby="till-printer-title" onSubmit={save} noValidate>
      <div className="rec-field">
        <h2 id="till-printer-title" className="adm-section adm-field-section">
          This till&apos;s receipt printer
        </h2>
        <label htmlFor="till-receipt-printer">Receipt Printer (this till)</label>
        <span className="adm-input">
          <input
            id="till-receipt-printer"
            autoComplete="off"
            spellCheck={false}
            placeholder="192.168.1.50:9100"
            value={printer}
            aria-invalid={message?.tone === 'error'}
            aria-describedby="till-receipt-printer-note"
            onChange={(event) => {
              setPrinter(event.target.value);
              setMessage(null);
            }}
          />
        </span>
        <span id="till-receipt-printer-note" className="rec-field-note rec-hint">
          Host and port (raw ESC/POS, port 9100 if left out), for this browser only; empty: the shop&apos;s printer above
        </span>
      </div>
      {message && (
        <p className={message.tone === 'error' ? 'adm-message rec-error' : 'adm-message adm-ok'} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="rec-form-actions">
        <button type="submit">Save for this till</button>
      </div>
    </form>
  );
}
