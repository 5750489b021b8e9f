// /salesreturn with no bill named: ask for the printed bill number (103, or R-31 for a retail bill); Enter opens its
// return screen. Nothing is asked of the server until a number is typed.
import { useState } from 'react';
import { useGo } from '../../../ui/records/PathLink';
import { RecordHead } from '../records/RecordHead';
import '../../../styles/records.css';

const BILL_NUMBER = /^(r-?)?\d+$/i;

export function ReturnBillPrompt() {
  const go = useGo();
  const [bill, setBill] = useState('');
  const [message, setMessage] = useState('');
  return (
    <section className="rec-screen" aria-labelledby="sales-return-title">
      <RecordHead id="sales-return-title" title="Sales Return" />
      <form
        className="rec-facts"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = bill.trim();
          if (!BILL_NUMBER.test(typed)) {
            setMessage('Type the bill number as printed: 103 for a GST bill, R-31 for a retail bill.');
            return;
          }
          go(`/salesreturn?bill=${encodeURIComponent(typed)}`);
        }}
      >
        <label htmlFor="return-bill-no">Bill No</label>
        <input id="return-bill-no" autoFocus autoComplete="off" value={bill} onChange={(event) => setBill(event.target.value)} />
        {message && <p role="alert">{message}</p>}
      </form>
    </section>
  );
}
