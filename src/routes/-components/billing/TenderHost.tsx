// Where the tender panel mounts: it subscribes to its own open flag, so opening and typing in it render only this.
import { memo } from 'react';
import { totals } from '../../../../core/cart';
import type { Tender } from '../../../../core/tender';
import type { Store } from '../../../ui/store';
import { useStore } from '../../../ui/store';
import { focusNow, useBilling } from './billing-context';
import TenderPanel from './TenderPanel';

export const TenderHost = memo(function TenderHost({ open }: { open: Store<boolean> }) {
  const isOpen = useStore(open);
  const { actor, fields } = useBilling();
  if (!isOpen) return null;
  const close = () => {
    open.set(false);
    focusNow(fields.key.current);
  };
  const save = (tender: Tender) => {
    open.set(false);
    actor.send({ type: 'SAVE', tender });
    focusNow(fields.key.current);
  };
  return <TenderPanel total={totals(actor.getSnapshot().context.cart).grandTotal} onSave={save} onClose={close} />;
});
