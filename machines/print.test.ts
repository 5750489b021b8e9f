import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../core/api/result';
import type { InvoiceData } from '../core/api/print-document';
import { AUTO_PRINT_DELAY_MS, printMachine, TITLE_RESTORE_DELAY_MS, type PrintInput } from './print';

const BILL = { order_id: '7', order_date: '19-11-2026', buyer_detail: { name: 'Lakshmi Home Appliances' } } as InvoiceData;
const titleOf = (bill: InvoiceData) => `Quotation_${bill.buyer_detail.name}_${bill.order_date}`;

function start(reply: ApiResult<InvoiceData> | Error, titleDuring: PrintInput['titleDuring']) {
  const effects: string[] = [];
  const actor = createActor(
    printMachine.provide({
      actors: {
        loadBill: fromPromise<ApiResult<InvoiceData>>(async () => {
          if (reply instanceof Error) throw reply;
          return reply;
        }),
      },
      actions: {
        showTitle: (_, params) => void effects.push(`title ${params.title}`),
        restoreTitle: () => void effects.push('restore title'),
        openDialog: () => void effects.push('print'),
      },
    }),
    { input: { titleOf, titleDuring } },
  ).start();
  return { actor, effects };
}

describe('the print flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('quotation: loading, shown, the dialog 2 s later with the title set, the title put back 1 s after', async () => {
    const { actor, effects } = start({ ok: true, body: BILL, msg: 'success' }, 'printing');
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(AUTO_PRINT_DELAY_MS - 1);
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects).toEqual(['title Quotation_Lakshmi Home Appliances_19-11-2026', 'print']);
    await vi.advanceTimersByTimeAsync(TITLE_RESTORE_DELAY_MS);
    expect(effects.at(-1)).toBe('restore title');
    expect(actor.getSnapshot().value).toBe('printed');
  });

  it('tax invoice: the title is set as soon as the bill shows and stays after printing', async () => {
    const { actor, effects } = start({ ok: true, body: BILL, msg: 'success' }, 'page');
    await vi.advanceTimersByTimeAsync(0);
    expect(effects).toEqual(['title Quotation_Lakshmi Home Appliances_19-11-2026']);
    await vi.advanceTimersByTimeAsync(AUTO_PRINT_DELAY_MS + TITLE_RESTORE_DELAY_MS);
    expect(effects.slice(1)).toEqual(['title Quotation_Lakshmi Home Appliances_19-11-2026', 'print']);
    expect(actor.getSnapshot().value).toBe('printed');
  });

  it('Ctrl+P prints at once, and again after printing', async () => {
    const { actor, effects } = start({ ok: true, body: BILL, msg: 'success' }, 'printing');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PRINT' });
    expect(effects.filter((e) => e === 'print')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(AUTO_PRINT_DELAY_MS + TITLE_RESTORE_DELAY_MS);
    expect(effects.filter((e) => e === 'print')).toHaveLength(1);
    actor.send({ type: 'PRINT' });
    expect(effects.filter((e) => e === 'print')).toHaveLength(2);
    // Again while the title waits to be put back: the wait starts over.
    await vi.advanceTimersByTimeAsync(TITLE_RESTORE_DELAY_MS / 2);
    actor.send({ type: 'PRINT' });
    await vi.advanceTimersByTimeAsync(TITLE_RESTORE_DELAY_MS / 2);
    expect(effects.filter((e) => e === 'print')).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('printing');
    await vi.advanceTimersByTimeAsync(TITLE_RESTORE_DELAY_MS / 2);
    expect(actor.getSnapshot().value).toBe('printed');
  });

  it('a refused or failed load never prints', async () => {
    for (const reply of [{ ok: false as const, code: 404, msg: 'No GST bill with order_id 9' }, new Error('offline')]) {
      const { actor, effects } = start(reply, 'page');
      await vi.advanceTimersByTimeAsync(AUTO_PRINT_DELAY_MS * 2);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.reply).toEqual(reply instanceof Error ? { ok: false, network: true } : reply);
      expect(effects).toEqual([]);
    }
  });
});
