// F4: the bill's customer, found by typing a name or mobile; ↑/↓ and Enter pick, and Enter moves on to the items.
import { useSelector } from '@xstate/react';
import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import { customerLabel, findCustomers } from '../../../billing/customer-search';
import { applied } from '../../../billing/useBillingCart';
import type { CustomerCredit } from '../../../api/pos';
import { CreditStanding } from './CreditStanding';
import { useBilling } from './billing-context';
import { comboboxProps, moveHighlight, Suggestions } from '../../../ui/Suggestions';

const LIST_ID = 'customer-suggestions';

/** Memoised: it reads the cart itself and takes only the chosen customer's credit, so a scan (a new line) does not render it again. */
export const CustomerPicker = memo(function CustomerPicker({ credit }: { credit: CustomerCredit | null }) {
  const { actor, fields, focus, escape } = useBilling();
  const customers = useSelector(actor, (s) => s.context.catalogue.customers);
  const selected = useSelector(actor, (s) => s.context.cart.customer);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const found = useMemo(() => findCustomers(customers, query), [customers, query]);

  const pick = (index: number) => {
    const customer = found[index];
    if (!customer) return;
    const taken = applied(actor, { type: 'SELECT_CUSTOMER', customer }) || actor.getSnapshot().context.cart.customer?.userId === customer.userId;
    if (!taken) return;
    setQuery('');
    focus(fields.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = moveHighlight(event.key, active, found.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (found.length > 0) pick(active);
      else if (query.trim() === '') focus(fields.key);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (query !== '') setQuery('');
      else escape('field');
    }
  };

  const open = found.length > 0;
  return (
    <div className="bill-field bill-customer">
      <label htmlFor="bill-customer">Customer</label>
      <div className="combo">
        <input
          id="bill-customer"
          ref={fields.customer}
          data-words
          {...comboboxProps(LIST_ID, open, active)}
          aria-describedby="bill-customer-chosen"
          placeholder="name or mobile"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery('')}
        />
        <Suggestions
          id={LIST_ID}
          label="Customers"
          active={active}
          onPick={pick}
          items={found.map((c) => ({ key: c.userId, primary: c.name, secondary: c.mobile, aside: c.state }))}
        />
      </div>
      <span className="bill-customer-mark" aria-hidden="true">
        ▸
      </span>
      <span id="bill-customer-chosen" className="bill-customer-chosen">
        {selected ? customerLabel(selected) : <span className="dim">no customer selected</span>}
      </span>
      <CreditStanding credit={credit} />
    </div>
  );
});
