// F7 on the editors: the bill date, typed as dd-mm-yyyy; Enter or leaving the field sets it, Esc puts it back.
import { useSelector } from '@xstate/react';
import { CART_MESSAGES } from '../../../../core/cart';
import { parseDmy, toDmy } from '../../../../core/dates';
import { announce } from '../../../ui/status';
import { useBilling } from './billing-context';
import { CellInput } from './CellInput';

export function BillDateField() {
  const { actor, fields, focus } = useBilling();
  const orderDate = useSelector(actor, (s) => s.context.cart.orderDate);
  return (
    <div className="bill-field bill-date">
      <label htmlFor="bill-date">Bill Date</label>
      <CellInput
        id="bill-date"
        inputRef={fields.date}
        label="Bill Date"
        inputMode="numeric"
        value={orderDate ? toDmy(orderDate) : ''}
        onCommit={(text) => {
          const iso = parseDmy(text);
          if (iso) actor.send({ type: 'SET_ORDER_DATE', orderDate: iso });
          else announce(CART_MESSAGES.dateInvalid);
        }}
        onNavigate={(key) => {
          if (key === 'Enter' || key === 'Escape') focus(fields.key);
        }}
      />
    </div>
  );
}
