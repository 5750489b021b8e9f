// The chosen customer's outstanding and credit limit (issue 29): fetched once when a customer is chosen (never on a
// scan), and again only when another is chosen or the bill is saved.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fetchCustomerCredit, type CustomerCredit } from '../api/pos';
import type { CartActor } from './useBillingCart';

export function useCustomerCredit(actor: CartActor): CustomerCredit | null {
  const userId = useSelector(actor, (s) => s.context.cart.customer?.userId ?? null);
  const [saves, setSaves] = useState(0);
  const [credit, setCredit] = useState<CustomerCredit | null>(null);
  useEffect(() => {
    const sub = actor.on('orderSaved', () => setSaves((n) => n + 1));
    return () => sub.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (userId === null) return setCredit(null);
    let current = true;
    void fetchCustomerCredit(userId).then((reply) => {
      if (current) setCredit(reply.ok ? reply.body : null);
    });
    return () => {
      current = false;
    };
  }, [userId, saves]);
  return credit !== null && credit.userId === userId ? credit : null;
}
