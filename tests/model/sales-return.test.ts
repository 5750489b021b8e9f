// Model-based test of the sales return (/salesreturn, issue 21, issue 34 item 1). A small chart states what the user
// should see; @xstate/graph walks it, and every shortest path is replayed on the real machine, whose save call is
// answered by hand: the credit note made, a refusal, no answer, a thrown error. The checks before the call are the
// server's own words (core/forms/sales-return.ts).
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor } from 'xstate';
import type { ReturnBill, ReturnMade } from '../../core/api/credit-notes';
import type { ApiResult } from '../../core/api/result';
import type { SalesReturnBody } from '../../core/credit-note-payload';
import { RETURN_NETWORK_ERROR, salesReturnMachine } from '../../machines/sales-return';

const BILL: ReturnBill = {
  order_id: '41',
  bill_no: '28',
  bill_type: 'gst',
  order_date: '20-11-2026',
  name: 'Murugan Electricals',
  total: '9000.00',
  balance: '9000.00',
  credit_notes: [],
  lines: [
    {
      order_detail_id: '7',
      product_name: 'Fan',
      serial_no: 'F1',
      amount_per_product: '1500.00',
      discount_percentage: '0.00',
      qty: 2,
      returned: 2,
      returnable: 0,
      total_per_product: '3000.00',
    },
    {
      order_detail_id: '8',
      product_name: 'Cooler',
      serial_no: '',
      amount_per_product: '2450.50',
      discount_percentage: '0.00',
      qty: 1,
      returned: 0,
      returnable: 1,
      total_per_product: '2450.50',
    },
    {
      order_detail_id: '9',
      product_name: 'LG Washer',
      serial_no: 'LGW',
      amount_per_product: '1774.75',
      discount_percentage: '0.00',
      qty: 2,
      returned: 0,
      returnable: 2,
      total_per_product: '3549.50',
      unit_serials: ['LGD211A01', 'LGD211A02'],
    },
  ],
};

const MADE: ReturnMade = { credit_note_id: '5', credit_note_no: 'CN-5', total: '2450.50', applied: '2450.50', refund: '0.00', kept_credit: '0.00' };

const WORDS = {
  noReason: 'Please give a reason for the return',
  noLine: 'Lines: choose at least one line to return',
  tooMany: 'Line 1: Qty: only 1 can come back on this line (1 sold, 0 returned before), not 2',
  refused: 'Books are closed for 20-11-2026.',
  network: RETURN_NETWORK_ERROR,
} as const;

type Qty = 'none' | 'cooler' | 'tooMany' | 'unit';

interface ModelContext {
  qty: Qty;
  reason: boolean;
  message: string;
  /** A try before this one got no credit note: the retry carries the same request id. */
  retried: boolean;
}

type ModelEvent =
  | { type: 'BILL_READ' }
  | { type: 'BILL_REFUSED' }
  | { type: 'TYPE_COOLER' }
  | { type: 'TYPE_TOO_MANY' }
  | { type: 'PICK_UNIT' }
  | { type: 'TYPE_REASON' }
  | { type: 'SAVE' }
  | { type: 'SAVE_OK' }
  | { type: 'SAVE_REFUSED' }
  | { type: 'SAVE_NETWORK' }
  | { type: 'SAVE_THREW' };

/** The first problem the user is told of: the reason first, then the lines (the body's order). */
const problemOf = (c: ModelContext): string => (!c.reason ? WORDS.noReason : c.qty === 'none' ? WORDS.noLine : c.qty === 'tooMany' ? WORDS.tooMany : '');

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    returnable: ({ context }) => problemOf(context) === '',
  },
}).createMachine({
  id: 'salesReturnModel',
  context: { qty: 'none', reason: false, message: '', retried: false },
  initial: 'opening',
  states: {
    opening: { on: { BILL_READ: 'editing', BILL_REFUSED: 'unreadable' } },
    unreadable: { type: 'final' },
    editing: {
      on: {
        TYPE_COOLER: { guard: ({ context }) => context.qty !== 'cooler', actions: assign({ qty: 'cooler' }) },
        TYPE_TOO_MANY: { guard: ({ context }) => context.qty !== 'tooMany', actions: assign({ qty: 'tooMany' }) },
        PICK_UNIT: { guard: ({ context }) => context.qty !== 'unit', actions: assign({ qty: 'unit' }) },
        TYPE_REASON: { guard: ({ context }) => !context.reason, actions: assign({ reason: true }) },
        SAVE: [{ guard: 'returnable', target: 'saving' }, { actions: assign({ message: ({ context }) => problemOf(context) }) }],
      },
    },
    saving: {
      on: {
        SAVE_OK: 'saved',
        SAVE_REFUSED: { target: 'editing', actions: assign({ message: WORDS.refused, retried: true }) },
        SAVE_NETWORK: { target: 'editing', actions: assign({ message: WORDS.network, retried: true }) },
        SAVE_THREW: { target: 'editing', actions: assign({ message: WORDS.network, retried: true }) },
      },
    },
    saved: { type: 'final' },
  },
});

interface Call {
  body: SalesReturnBody;
  settle: (reply: ApiResult<ReturnMade> | Error) => void;
}

class SystemUnderTest {
  actor: Actor<typeof salesReturnMachine> | null = null;
  calls: Call[] = [];
  answered = 0;
  announced: string[] = [];

  open(bill: ReturnBill | null) {
    const machine = salesReturnMachine.provide({
      actors: {
        saveReturn: fromPromise<ApiResult<ReturnMade>, SalesReturnBody>(
          ({ input }) =>
            new Promise((resolve, reject) => this.calls.push({ body: input, settle: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) })),
        ),
      },
      actions: { announce: (_, params) => void this.announced.push(params.text) },
    });
    this.actor = createActor(machine, { input: { bill, requestId: 'return-1' } }).start();
  }

  get snap() {
    if (!this.actor) throw new Error('the screen is not open');
    return this.actor.getSnapshot();
  }

  send(event: Parameters<Actor<typeof salesReturnMachine>['send']>[0]) {
    this.actor?.send(event);
  }

  /** Picks or puts back the washer's first unit, as Space on its box does (the line's qty is read-only). */
  unit(picked: boolean) {
    if ((this.snap.context.picked['9'] ?? []).includes('LGD211A01') !== picked) this.send({ type: 'TOGGLE_UNIT', odId: '9', serial: 'LGD211A01' });
    expect(this.snap.context.qtys['9'] ?? '').toBe(picked ? '1' : '');
  }

  async answer(reply: ApiResult<ReturnMade> | Error) {
    const call = this.calls[this.answered];
    if (!call || !this.actor) throw new Error('no save is waiting');
    this.answered += 1;
    call.settle(reply);
    await waitFor(this.actor, (s) => !s.matches({ open: 'saving' }));
  }
}

const linesOf = (qty: Qty): SalesReturnBody['lines'] =>
  qty === 'cooler' ? [{ order_detail_id: '8', qty: '1' }] : qty === 'unit' ? [{ order_detail_id: '9', qty: '1', unit_serials: ['LGD211A01'] }] : [];

describe('sales return model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new SystemUnderTest();
      const expected = () => path.state.context;
      await path.test({
        states: {
          opening: () => expect(sut.actor).toBeNull(),
          unreadable: () => {
            expect(sut.snap.status).toBe('done');
            expect(sut.snap.value).toBe('unreadable');
            sut.send({ type: 'SAVE' });
            expect(sut.calls).toEqual([]);
          },
          editing: (state) => {
            const c = state.context;
            expect(sut.snap.value).toEqual({ open: 'editing' });
            expect(sut.snap.context.message).toBe(c.message);
            expect(sut.snap.context.made).toBeNull();
            // Every problem the user was told of went to the status line too.
            if (c.message !== '') expect(sut.announced.at(-1)).toBe(c.message);
            // A problem found before the call asks nothing of the server.
            expect(sut.calls).toHaveLength(sut.answered);
          },
          saving: (state) => {
            const c = state.context;
            expect(sut.snap.value).toEqual({ open: 'saving' });
            expect(sut.calls).toHaveLength(sut.answered + 1);
            expect(sut.calls.at(-1)?.body).toEqual({ order_id: '41', reason: 'Faulty', request_id: 'return-1', excess: 'refund', lines: linesOf(c.qty) });
          },
          saved: () => {
            expect(sut.snap.status).toBe('done');
            expect(sut.snap.context).toMatchObject({ made: MADE, message: '' });
            expect(sut.announced.at(-1)).toBe('Credit note CN-5 saved');
            // Every try of this return carried the one request id, so a lost answer makes one credit note.
            expect(new Set(sut.calls.map((call) => call.body.request_id))).toEqual(new Set(['return-1']));
            expect(sut.calls.length > 1).toBe(expected().retried);
            // Saved is final: nothing more is taken.
            sut.send({ type: 'QTY', odId: '8', text: '1' });
            sut.send({ type: 'SAVE' });
            expect(sut.calls).toHaveLength(sut.answered);
          },
        },
        events: {
          BILL_READ: () => {
            sut.open(BILL);
            // Refund in cash, as the user picks it once the bill is read.
            sut.send({ type: 'EXCESS', excess: 'refund' });
          },
          BILL_REFUSED: () => sut.open(null),
          TYPE_COOLER: () => {
            sut.unit(false);
            sut.send({ type: 'QTY', odId: '8', text: '1' });
          },
          TYPE_TOO_MANY: () => {
            sut.unit(false);
            // Only digits are kept, as the input takes them.
            sut.send({ type: 'QTY', odId: '8', text: '2 pcs' });
            expect(sut.snap.context.qtys['8']).toBe('2');
          },
          PICK_UNIT: () => {
            sut.send({ type: 'QTY', odId: '8', text: '' });
            sut.unit(true);
          },
          TYPE_REASON: () => sut.send({ type: 'REASON', text: 'Faulty' }),
          SAVE: () => sut.send({ type: 'SAVE' }),
          SAVE_OK: () => sut.answer({ ok: true, body: MADE, msg: '' }),
          SAVE_REFUSED: () => sut.answer({ ok: false, code: 423, msg: WORDS.refused }),
          SAVE_NETWORK: () => sut.answer({ ok: false, network: true }),
          SAVE_THREW: () => sut.answer(new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches every state, and a saved return after a failed try', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    const reached = new Set(visited.map((state) => String(state.value)));
    expect([...reached].sort()).toEqual(['editing', 'opening', 'saved', 'saving', 'unreadable']);
    expect(paths.some((p) => p.state.matches('saved') && p.state.context.retried)).toBe(true);
    expect(new Set(visited.filter((state) => state.matches('editing')).map((state) => state.context.message))).toEqual(new Set(['', ...Object.values(WORDS)]));
  });
});
