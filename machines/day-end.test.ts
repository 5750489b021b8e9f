import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DayEndReport } from '../core/api/day-end';
import type { ApiResult } from '../core/api/result';
import { DAY_END_WORDS, dayEndMachine, drawerDifference, drawerExpected, type DayEndCloseInput, type DayEndShowInput } from './day-end';

const OPEN_DAY: DayEndReport = {
  date: '25-11-2026',
  user_id: '',
  bills: [],
  total: '1180.00',
  by_mode: { cash: '1000.00', upi: '180.00', card: '0.00', bank: '0.00', cheque: '0.00', credit: '0.00' },
  cash_refunded: '0.00',
  opening_cash: '0.00',
  cash_expected: '1000.00',
  closed: null,
  cashiers: [{ user_id: '2', name: 'Meena' }],
};
const CLOSED_DAY: DayEndReport = {
  ...OPEN_DAY,
  closed: {
    user_id: '',
    opening_cash: '0.00',
    cash_expected: '1000.00',
    cash_counted: '990.00',
    difference: '-10.00',
    closed_by: 'Owner',
    closed_at: '25-11-2026 21:02',
  },
};

function start(closeAnswers: Array<ApiResult<DayEndReport> | Error>, shown: ApiResult<DayEndReport> = { ok: true, body: OPEN_DAY, msg: '' }) {
  const shows: DayEndShowInput[] = [];
  const closes: DayEndCloseInput[] = [];
  let ids = 0;
  let focused = 0;
  const actor = createActor(
    dayEndMachine.provide({
      actors: {
        showDay: fromPromise<ApiResult<DayEndReport>, DayEndShowInput>(async ({ input }) => {
          shows.push(input);
          return shown;
        }),
        closeDay: fromPromise<ApiResult<DayEndReport>, DayEndCloseInput>(async ({ input }) => {
          closes.push(input);
          const answer = closeAnswers.shift() ?? { ok: true, body: CLOSED_DAY, msg: '' };
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { focusCounted: () => void (focused += 1), focusOpening: () => void (focused += 100) },
    }),
    { input: { date: '25-11-2026', newId: () => `req-${(ids += 1)}` } },
  ).start();
  return { actor, shows, closes, focused: () => focused };
}

describe('the day-end close', () => {
  it("shows today's day for every cashier on arrival, then another date and cashier on SHOW", async () => {
    const { actor, shows } = start([]);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(shows).toEqual([{ date: '25-11-2026', userId: '' }]);
    actor.send({ type: 'DATE', text: '24-11-2026' });
    actor.send({ type: 'CASHIER', userId: '2' });
    actor.send({ type: 'SHOW' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(shows[1]).toEqual({ date: '24-11-2026', userId: '2' });
  });

  it('a date that is not dd-mm-yyyy is refused before any call', async () => {
    const { actor, shows } = start([]);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'DATE', text: '32-11-2026' });
    actor.send({ type: 'SHOW' });
    expect(actor.getSnapshot().context.problem).toBe(DAY_END_WORDS.badDate);
    expect(shows).toHaveLength(1);
  });

  it('the difference is counted less expected; Close with no count asks for it and puts the cursor there', async () => {
    const { actor, focused } = start([]);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DAY_END_WORDS.noCount);
    expect(focused()).toBe(1);
    actor.send({ type: 'COUNTED', text: '990.50' });
    expect(drawerDifference(actor.getSnapshot().context)).toBe(-950);
    actor.send({ type: 'COUNTED', text: '-5' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.problem).toBe(DAY_END_WORDS.noCount);
  });

  it('closing asks first; No keeps the day open; Yes sends the count in paise once and shows the closed day', async () => {
    const { actor, closes } = start([]);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'COUNTED', text: '990' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(closes).toEqual([]);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(closes).toEqual([{ date: '25-11-2026', userId: '', cashCounted: 99_000, openingCash: 0, requestId: 'req-1' }]);
    expect(actor.getSnapshot().context.report?.closed?.closed_by).toBe('Owner');
    expect(actor.getSnapshot().context.done).toBe(DAY_END_WORDS.closed);
    // A closed day takes no count and no second close.
    actor.send({ type: 'COUNTED', text: '5' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(closes).toHaveLength(1);
  });

  it('a lost answer keeps the request id: the retry is the same close; another day gets a new one', async () => {
    const { actor, closes } = start([new Error('socket hang up'), { ok: false, network: true }]);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'COUNTED', text: '1000' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      actor.send({ type: 'CLOSE' });
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, (s) => s.matches('shown'));
    }
    expect(closes.map((c) => c.requestId)).toEqual(['req-1', 'req-1', 'req-1']);
    expect(actor.getSnapshot().context.report?.closed).not.toBeNull();

    const other = start([{ ok: false, code: 409, msg: 'This day is already closed.' }]);
    await waitFor(other.actor, (s) => s.matches('shown'));
    other.actor.send({ type: 'COUNTED', text: '1000' });
    other.actor.send({ type: 'CLOSE' });
    other.actor.send({ type: 'CONFIRM' });
    await waitFor(other.actor, (s) => s.matches('shown'));
    expect(other.actor.getSnapshot().context.problem).toBe('This day is already closed.');
    other.actor.send({ type: 'SHOW' });
    await waitFor(other.actor, (s) => s.matches('shown'));
    other.actor.send({ type: 'COUNTED', text: '1000' });
    other.actor.send({ type: 'CLOSE' });
    other.actor.send({ type: 'CONFIRM' });
    await waitFor(other.actor, (s) => s.matches('shown'));
    expect(other.closes.map((c) => c.requestId)).toEqual(['req-1', 'req-2']);
  });

  it('the drawer is expected to hold its float too: Opening Cash plus cash taken less cash paid back, sent with the close', async () => {
    const refunded: DayEndReport = { ...OPEN_DAY, cash_refunded: '150.00' };
    const { actor, closes, focused } = start([], { ok: true, body: refunded, msg: '' });
    await waitFor(actor, (s) => s.matches('shown'));
    // ₹1,000.00 taken in cash less ₹150.00 paid back on a return; no float yet.
    expect(drawerExpected(actor.getSnapshot().context)).toBe(85_000);
    actor.send({ type: 'OPENING', text: '2000' });
    expect(drawerExpected(actor.getSnapshot().context)).toBe(285_000);
    actor.send({ type: 'COUNTED', text: '2840.50' });
    expect(drawerDifference(actor.getSnapshot().context)).toBe(-950);
    // A float that is no amount is refused before the close is asked, with the cursor put back in it.
    actor.send({ type: 'OPENING', text: '2,000.505' });
    expect(drawerExpected(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(DAY_END_WORDS.badOpening);
    expect(focused()).toBe(100);
    actor.send({ type: 'OPENING', text: '2,000.00' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(closes).toEqual([{ date: '25-11-2026', userId: '', cashCounted: 284_050, openingCash: 200_000, requestId: 'req-1' }]);
    // A closed day shows what it was closed with, whatever is typed.
    expect(drawerExpected(actor.getSnapshot().context)).toBe(100_000);
  });

  it('a refused or unreachable report says so and shows no day', async () => {
    const { actor } = start([], { ok: false, network: true });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.problem).toBe(DAY_END_WORDS.network);
    expect(actor.getSnapshot().context.report).toBeNull();

    // Refused by the server (a date it cannot read, a cashier it does not know): the server's own words, no day shown.
    const refused = start([], { ok: false, code: 400, msg: 'date: must be a date as dd-mm-yyyy, not "32-11-2026"' });
    await waitFor(refused.actor, (s) => s.matches('shown'));
    expect(refused.actor.getSnapshot().context.problem).toBe('date: must be a date as dd-mm-yyyy, not "32-11-2026"');
    expect(refused.actor.getSnapshot().context.report).toBeNull();

    // A report that was shown and is then refused on SHOW: the old day is not left on screen under the new date.
    let answer: ApiResult<DayEndReport> = { ok: true, body: OPEN_DAY, msg: '' };
    const again = createActor(
      dayEndMachine.provide({
        actors: {
          showDay: fromPromise<ApiResult<DayEndReport>, DayEndShowInput>(async () => answer),
          closeDay: fromPromise<ApiResult<DayEndReport>, DayEndCloseInput>(async () => answer),
        },
        actions: { focusCounted: () => undefined, focusOpening: () => undefined },
      }),
      { input: { date: '25-11-2026', newId: () => 'req' } },
    ).start();
    await waitFor(again, (s) => s.matches('shown') && s.context.report !== null);
    answer = { ok: false, code: 403, msg: 'Previlage denied' };
    again.send({ type: 'DATE', text: '24-11-2026' });
    again.send({ type: 'SHOW' });
    await waitFor(again, (s) => s.matches('shown') && s.context.problem !== '');
    expect(again.getSnapshot().context.problem).toBe('Previlage denied');
    expect(again.getSnapshot().context.report).toBeNull();
  });
});
