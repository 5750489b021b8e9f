// After Add Customer: reload the customer list (the cart stays), then select the new customer from it.
import { useCallback, useEffect, useRef } from 'react';
import type { CartCustomer } from '../../../../core/cart';
import type { CartActor } from '../../../billing/useBillingCart';

export function useNewCustomerSelection(actor: CartActor, then: () => void): (userId: string, fallback: CartCustomer) => void {
  const waiting = useRef<{ userId: string; fallback: CartCustomer } | null>(null);
  const done = useRef(then);
  useEffect(() => {
    done.current = then;
  }, [then]);
  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      const wanted = waiting.current;
      if (!wanted || !snapshot.matches('editing')) return;
      waiting.current = null;
      const listed = snapshot.context.catalogue.customers.find((c) => c.userId === wanted.userId);
      actor.send({ type: 'SELECT_CUSTOMER', customer: listed ?? wanted.fallback });
      done.current();
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return useCallback(
    (userId: string, fallback: CartCustomer) => {
      waiting.current = { userId, fallback };
      actor.send({ type: 'RELOAD' });
    },
    [actor],
  );
}
