import { describe, expect, it } from 'vitest';
import { describeEvent, describeJournal } from './cart.describe';
import type { CartEvent } from './cart.events';
import { FAN_LINE, PACER_LINE, RAVI, stateOf } from './cart.fixtures';
import { append, canRedo, canUndo, createJournal, deserialiseJournal, fold, redo, serialiseJournal, undo, type CartJournal } from './cart.journal';
import { initialState } from './cart.state';

const rates: CartEvent = { type: 'RatesSet', gstBp: 1800, packingBp: 0 };
const customer: CartEvent = { type: 'CustomerSelected', customer: RAVI };
const fan: CartEvent = { type: 'ProductAdded', line: FAN_LINE };
const more: CartEvent = { type: 'QuantityIncreased', lineId: 'L1', by: 2 };

const journalOf = (...events: CartEvent[]): CartJournal => append(createJournal('gst'), events);

describe('journal: append, fold, undo, redo', () => {
  it('fold is the events reduced through evolve from the initial state', () => {
    const journal = journalOf(rates, customer, fan, more);
    expect(fold(journal)).toEqual(stateOf('gst', [rates, customer, fan, more]));
    expect(fold(createJournal('retail'))).toEqual(initialState('retail'));
  });

  it('appending nothing returns the same journal', () => {
    const journal = journalOf(fan);
    expect(append(journal, [])).toBe(journal);
  });

  it('undo steps back one event and redo replays it', () => {
    const journal = journalOf(rates, customer, fan, more);
    const undone = undo(journal);
    expect(fold(undone).lines[0].qty).toBe(1);
    expect(canRedo(undone)).toBe(true);
    expect(fold(redo(undone))).toEqual(fold(journal));
    expect(undone.events).toHaveLength(4);
  });

  it('undo stops at the server rates: Ctrl+Z never drops the GST rate', () => {
    let journal = journalOf(rates, fan);
    journal = undo(journal);
    expect(canUndo(journal)).toBe(false);
    expect(undo(journal)).toBe(journal);
    expect(fold(journal).rates.gstBp).toBe(1800);
  });

  it('a new event after undo drops what could have been redone', () => {
    const journal = append(undo(journalOf(fan, more)), [customer]);
    expect(journal.events).toEqual([fan, customer]);
    expect(canRedo(journal)).toBe(false);
    expect(redo(journal)).toBe(journal);
  });
});

describe('journal: stored as a string', () => {
  it('round-trips, undo cursor included', () => {
    const journal = undo(journalOf(rates, customer, fan, more));
    const restored = deserialiseJournal(serialiseJournal(journal), 'gst');
    expect(restored).toEqual(journal);
    expect(fold(restored)).toEqual(fold(journal));
  });

  const stored = JSON.parse(serialiseJournal(journalOf(rates, fan))) as Record<string, unknown>;
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{"version":1,"mode":"gst","cur'],
    ['JSON that is not an object', '42'],
    ['an older version', JSON.stringify({ ...stored, version: 0 })],
    ["another screen's mode", JSON.stringify({ ...stored, mode: 'retail' })],
    ['events that are not a list', JSON.stringify({ ...stored, events: {} })],
    ['an unknown event', JSON.stringify({ ...stored, events: [{ type: 'ProductStolen' }] })],
    ['a line with a text quantity', JSON.stringify({ ...stored, events: [{ type: 'ProductAdded', line: { ...FAN_LINE, qty: '1' } }] })],
    ['a line with a negative rate', JSON.stringify({ ...stored, events: [{ type: 'ProductAdded', line: { ...FAN_LINE, rate: -5 } }] })],
    ['an impossible date', JSON.stringify({ ...stored, events: [{ type: 'OrderDateChanged', orderDate: '2026-02-30' }] })],
    ['a cursor past the end', JSON.stringify({ ...stored, cursor: 3 })],
    ['a fractional cursor', JSON.stringify({ ...stored, cursor: 0.5 })],
    [
      'a bill beyond safe arithmetic',
      JSON.stringify({
        ...stored,
        events: Array.from({ length: 100 }, (_, i) => ({ type: 'ProductAdded', line: { ...FAN_LINE, lineId: `L${i}`, rate: 1_000_000_000, qty: 100_000 } })),
      }),
    ],
  ])('%s gives an empty cart, never a crash', (_, text) => {
    expect(deserialiseJournal(text, 'gst')).toEqual(createJournal('gst'));
  });
});

describe('journal: the terminal log', () => {
  it('describes each event in one line', () => {
    const before = stateOf('gst', [fan]);
    expect(describeEvent(fan, initialState('gst'))).toBe('+ CRHSP1200-000123 Crompton HS Plus ×1 @ 2,450.00');
    expect(describeEvent(more, before)).toBe('+ CRHSP1200-000123 Crompton HS Plus ×2 (now ×3)');
    expect(describeEvent({ type: 'QuantityChanged', lineId: 'L1', qty: 5 }, before)).toBe('qty CRHSP1200-000123 Crompton HS Plus → ×5');
    expect(describeEvent({ type: 'RateChanged', lineId: 'L1', rate: 123456789 }, before)).toBe('rate CRHSP1200-000123 Crompton HS Plus → 12,34,567.89');
    expect(describeEvent({ type: 'LineDiscountChanged', lineId: 'L1', discountBp: 250 }, before)).toBe(
      'line discount CRHSP1200-000123 Crompton HS Plus → 2.5%',
    );
    expect(describeEvent({ type: 'LineRemoved', lineId: 'L1' }, before)).toBe('− CRHSP1200-000123 Crompton HS Plus');
    expect(describeEvent({ type: 'LineRemoved', lineId: 'L7' }, before)).toBe('− (removed line)');
    expect(describeEvent(customer, before)).toBe('customer Ravi Traders 9876543210 (Tamil Nadu)');
    expect(describeEvent({ type: 'DiscountChanged', discountBp: 500 }, before)).toBe('discount → 5%');
    expect(describeEvent({ type: 'CommissionChanged', commissionBp: 125 }, before)).toBe('commission → 1.25%');
    expect(describeEvent(rates, before)).toBe('rates: GST 18%, packing 0%');
    expect(describeEvent({ type: 'OrderDateChanged', orderDate: '2026-11-21' }, before)).toBe('date → 21-11-2026');
    expect(describeEvent({ type: 'ManualLineAdded', line: { ...PACER_LINE, serialNo: '', productCode: '', productName: 'Wiring' } }, before)).toBe(
      '+ Wiring ×2 @ 2,050.00',
    );
    expect(describeEvent({ type: 'CartCleared' }, before)).toBe('cart cleared');
    expect(
      describeEvent(
        { type: 'SavedOrderLoaded', order: { orderId: '12', billNo: '3', orderDate: null, customer: RAVI, rates: initialState('gst').rates, lines: [] } },
        before,
      ),
    ).toBe('loaded bill 3: Ravi Traders, 0 saved line(s)');
  });

  it('logs the events in force, oldest first', () => {
    expect(describeJournal(undo(journalOf(rates, fan, more)))).toEqual(['rates: GST 18%, packing 0%', '+ CRHSP1200-000123 Crompton HS Plus ×1 @ 2,450.00']);
  });
});
