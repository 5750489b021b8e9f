// Tills that save GST bills back to back against a server process, each save with its own request_id, until told
// to stop or until the server stops answering. What each save got is kept, so a test can check the books after.
import { toDmy, todayInKolkata } from '../../core/dates';
import { wholesaleBody } from './pos-payloads';
import type { Shop } from './sales-fixtures';
import type { HttpReply } from './server-process';

export type SaveOutcome = { kind: 'ok'; orderId: string } | { kind: 'refused'; status: number; msg: string } | { kind: 'no answer' };

export interface Tills {
  /** Every body sent, by request_id. */
  sent: Map<string, unknown>;
  outcomes: Map<string, SaveOutcome>;
  /** Milliseconds from request to reply, for every save that got an answer. */
  latencies: number[];
  answered(): number;
  /** Lets each till finish the save it is in, then stop. */
  stop(): Promise<void>;
  /** Resolves when every till has stopped (told to, or the server went away). */
  done: Promise<void>;
}

export function startTills(
  client: { call<B>(path: string, body: unknown): Promise<HttpReply<B>> },
  count: number,
  billFor: (till: number, i: number) => object,
  prefix = 'till',
): Tills {
  const sent = new Map<string, unknown>();
  const outcomes = new Map<string, SaveOutcome>();
  const latencies: number[] = [];
  let answered = 0;
  let stopping = false;
  const till = async (t: number) => {
    for (let i = 0; !stopping; i += 1) {
      const requestId = `${prefix}-${t}-${i}`;
      const body = { ...billFor(t, i), request_id: requestId };
      sent.set(requestId, body);
      try {
        const started = performance.now();
        const reply = await client.call<{ order_id: string }>('pos_api/pos_order.php', body);
        latencies.push(performance.now() - started);
        outcomes.set(
          requestId,
          reply.status === 200 ? { kind: 'ok', orderId: reply.body.order_id } : { kind: 'refused', status: reply.status, msg: reply.head.msg },
        );
        if (reply.status === 200) answered += 1;
      } catch {
        outcomes.set(requestId, { kind: 'no answer' });
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, t) => till(t))).then(() => undefined);
  return {
    sent,
    outcomes,
    latencies,
    answered: () => answered,
    done,
    stop: () => {
      stopping = true;
      return done;
    },
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A fan (1-3, 5% off) and a cooler for Murugan Electricals, dated today: the bill the tills save. */
export function twoLineBill(shop: Shop) {
  return (till: number, i: number) =>
    wholesaleBody(
      shop.murugan,
      [
        { productId: shop.fan, rate: 150_000, qty: 1 + ((till + i) % 3), discountBp: 500 },
        { productId: shop.cooler, rate: 245_050, qty: 1 },
      ],
      {},
      toDmy(todayInKolkata(new Date())),
    );
}
