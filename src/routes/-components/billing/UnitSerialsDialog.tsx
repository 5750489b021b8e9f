// Alt+N on a line of a product that tracks unit serials (issue 33 item 4): the unit-serials panel on the counter's
// cart. The cart's decider says why a serial is refused.
import { useSelector } from '@xstate/react';
import { findLine } from '../../../../core/cart';
import { useBilling } from './billing-context';
import { UnitSerialsEntry } from './UnitSerialsEntry';

export function UnitSerialsDialog({ lineId, onClose, onClosed }: { lineId: string; onClose(): void; onClosed(): void }) {
  const { actor } = useBilling();
  const line = useSelector(actor, (s) => findLine(s.context.cart, lineId));
  return (
    <UnitSerialsEntry
      productName={line?.productName ?? ''}
      serials={line?.unitSerials ?? []}
      add={(text) => {
        // A refusal leaves the journal as it was and says why in the message.
        const before = actor.getSnapshot().context.journal;
        actor.send({ type: 'ADD_UNIT_SERIAL', lineId, unitSerial: text });
        const after = actor.getSnapshot().context;
        return after.journal === before ? after.message : '';
      }}
      remove={(serial) => actor.send({ type: 'REMOVE_UNIT_SERIAL', lineId, unitSerial: serial })}
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
