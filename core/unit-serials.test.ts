import { describe, expect, it } from 'vitest';
import {
  returnUnitSerialFault,
  billUnitSerialFault,
  debitNoteUnitSerialFault,
  pickUnitSerial,
  type ReceivedUnitState,
  checkUnitSerial,
  firstRepeatedUnitSerial,
  normaliseUnitSerial,
  purchaseUnitSerialFault,
  qtyForUnitSerials,
  unitSerialsTakenOff,
  UNIT_SERIAL_MESSAGES as M,
  unitSerialsCaption,
  unitSerialsField,
} from './unit-serials';

const fridge = { productName: 'LG 260L Fridge', tracksUnitSerials: true };

describe('unit serials', () => {
  it('are trimmed and upper-cased', () => {
    expect(normaliseUnitSerial('  lgd211a09 ')).toBe('LGD211A09');
    expect(checkUnitSerial(' lgd211a09\t')).toEqual({ ok: true, serial: 'LGD211A09' });
  });

  it('refuses an empty, an over-long or a strange serial, each with its own message', () => {
    expect(checkUnitSerial('   ')).toEqual({ ok: false, message: M.empty });
    expect(checkUnitSerial('A'.repeat(41))).toEqual({ ok: false, message: M.tooLong });
    expect(checkUnitSerial('AB\u0007C')).toEqual({ ok: false, message: M.badCharacters });
    expect(checkUnitSerial('SN-12/3.4_5 B').ok).toBe(true);
  });

  it('qty follows the serials', () => {
    expect(qtyForUnitSerials([])).toBe(0);
    expect(qtyForUnitSerials(['A1', 'A2'])).toBe(2);
  });

  it('finds a serial twice, whatever its case or spaces', () => {
    expect(firstRepeatedUnitSerial(['A1', 'B2'])).toBeNull();
    expect(firstRepeatedUnitSerial(['A1', 'B2', ' a1 '])).toBe('A1');
  });

  it('a bill: a serial on two lines is on the bill twice', () => {
    const fault = billUnitSerialFault([
      { ...fridge, qty: 1, unitSerials: ['A1'] },
      { ...fridge, qty: 1, unitSerials: ['a1'] },
    ]);
    expect(fault).toEqual({ index: 1, message: M.twiceOnBill('A1') });
  });

  it('a bill: a serial on a product that does not track them', () => {
    expect(billUnitSerialFault([{ productName: 'Stand', tracksUnitSerials: false, qty: 1, unitSerials: ['X'] }])).toEqual({
      index: 0,
      message: 'Stand does not track unit serials.',
    });
  });

  it('a bill: a tracked line needs one serial per unit; an untracked line needs none', () => {
    expect(billUnitSerialFault([{ ...fridge, qty: 2, unitSerials: ['A1'] }])).toEqual({
      index: 0,
      message: 'LG 260L Fridge: 2 units need 2 unit serials; 1 scanned.',
    });
    expect(billUnitSerialFault([{ productName: 'Stand', tracksUnitSerials: false, qty: 3, unitSerials: [] }])).toBeNull();
    expect(billUnitSerialFault([{ ...fridge, qty: 2, unitSerials: ['A1', 'A2'] }])).toBeNull();
  });

  it('a return: a line holding units returns one named unit per unit, each held by the line; a line holding none names none', () => {
    const held = ['LGD211A01', 'LGD211A02'];
    expect(returnUnitSerialFault([{ qty: 1, held, unitSerials: ['lgd211a02'] }])).toBeNull();
    expect(returnUnitSerialFault([{ qty: 2, held: [], unitSerials: [] }])).toBeNull();
    expect(returnUnitSerialFault([{ qty: 1, held, unitSerials: ['X9'] }])).toEqual({ index: 0, message: 'Unit serial X9 was not sold on this bill.' });
    expect(returnUnitSerialFault([{ qty: 1, held: [], unitSerials: ['X9'] }])).toEqual({ index: 0, message: 'Unit serial X9 was not sold on this bill.' });
    expect(returnUnitSerialFault([{ qty: 2, held, unitSerials: ['LGD211A01'] }])).toEqual({
      index: 0,
      message: '2 units returned need 2 unit serials; 1 picked.',
    });
    expect(returnUnitSerialFault([{ qty: 1, held, unitSerials: [] }])).toEqual({ index: 0, message: '1 unit returned needs 1 unit serial; 0 picked.' });
    expect(returnUnitSerialFault([{ qty: 2, held, unitSerials: ['LGD211A01', 'LGD211A01'] }])).toEqual({
      index: 0,
      message: 'Unit serial LGD211A01 is on this bill twice.',
    });
  });

  it('a purchase return: the units go back from the line that received them, in stock, once; qty follows', () => {
    const received = ['LGD211A01', 'LGD211A02', 'LGD211A03'];
    const units = new Map<string, ReceivedUnitState>([
      ['LGD211A01', { state: 'in stock' }],
      ['LGD211A02', { state: 'sold', billNo: '41' }],
      ['LGD211A03', { state: 'sent back', debitNoteNo: 'DN-2' }],
      ['LGFL7B01', { state: 'in stock' }],
    ]);
    const line = { ...fridge, qty: 1, received };
    const fault = (unitSerials: string[], more: Partial<typeof line> = {}) => debitNoteUnitSerialFault([{ ...line, ...more, unitSerials }], units, 12);
    expect(fault([' lgd211a01'])).toBeNull();
    expect(fault([], { received: [], qty: 2 })).toBeNull();
    expect(fault(['LGD211A01', 'lgd211a01'], { qty: 2 })).toEqual({ index: 0, message: 'Unit serial LGD211A01 is on this return twice.' });
    expect(fault(['X9'])).toEqual({ index: 0, message: 'Unit serial X9 did not come in on purchase 12.' });
    expect(fault(['LGFL7B01'])).toEqual({ index: 0, message: 'Unit serial LGFL7B01 came in on another line of this purchase, not as LG 260L Fridge.' });
    expect(fault(['LGD211A02'])).toEqual({ index: 0, message: 'Unit serial LGD211A02 is sold on bill 41: it is not in stock to go back to the supplier.' });
    expect(fault(['LGD211A03'])).toEqual({ index: 0, message: 'Unit serial LGD211A03 already went back to the supplier on debit note DN-2.' });
    expect(fault([], { qty: 1 })).toEqual({ index: 0, message: '1 unit returned needs 1 unit serial; 0 picked.' });
    expect(fault(['X9'], { tracksUnitSerials: false, productName: 'Stand', received: [] })).toEqual({
      index: 0,
      message: 'Stand does not track unit serials.',
    });
    expect(
      debitNoteUnitSerialFault(
        [
          { ...line, unitSerials: ['LGD211A01'] },
          { ...line, received: ['LGD211A01'], unitSerials: ['LGD211A01'] },
        ],
        units,
        12,
      ),
    ).toEqual({ index: 1, message: 'Unit serial LGD211A01 is on this return twice.' });
  });

  it("a purchase return's pick: one of the line's units in stock, once", () => {
    const inStock = ['LGD211A01', 'LGD211A02'];
    expect(pickUnitSerial(inStock, [], ' lgd211a02 ')).toEqual({ ok: true, serial: 'LGD211A02' });
    expect(pickUnitSerial(inStock, ['LGD211A02'], 'LGD211A02')).toEqual({ ok: false, message: 'Unit serial LGD211A02 is on this return twice.' });
    expect(pickUnitSerial(inStock, [], 'LGD211A09')).toEqual({ ok: false, message: "Unit serial LGD211A09 is not one of this line's units in stock." });
    expect(pickUnitSerial(inStock, [], ' ')).toEqual({ ok: false, message: 'Type or scan a unit serial.' });
  });

  it("a purchase: the bill's rules, a repeat named as on this purchase", () => {
    expect(
      purchaseUnitSerialFault([
        { ...fridge, qty: 1, unitSerials: ['LGD2110045A01'] },
        { ...fridge, qty: 1, unitSerials: [' lgd2110045a01'] },
      ]),
    ).toEqual({ index: 1, message: 'Unit serial LGD2110045A01 is on this purchase twice.' });
    expect(purchaseUnitSerialFault([{ ...fridge, qty: 1, unitSerials: [] }])).toEqual({
      index: 0,
      message: 'LG 260L Fridge: 1 unit needs 1 unit serial; 0 scanned.',
    });
    expect(purchaseUnitSerialFault([{ productName: 'Stand', tracksUnitSerials: false, qty: 1, unitSerials: ['X'] }])).toEqual({
      index: 0,
      message: 'Stand does not track unit serials.',
    });
    expect(
      purchaseUnitSerialFault([
        { ...fridge, qty: 2, unitSerials: ['A1', 'A2'] },
        { productName: 'Stand', tracksUnitSerials: false, qty: 4, unitSerials: [] },
      ]),
    ).toBeNull();
  });

  it('an edited purchase takes off the units it held before and holds no longer (once each, normalised)', () => {
    expect(unitSerialsTakenOff(['A1', 'A2', 'A3'], ['a2', 'B1'])).toEqual(['A1', 'A3']);
    expect(unitSerialsTakenOff(['A1', 'A1'], [])).toEqual(['A1']);
    expect(unitSerialsTakenOff([], ['A1'])).toEqual([]);
  });

  it('the purchase messages name the purchase and the bill', () => {
    expect(M.alreadyInStock('LGD1', 12)).toBe('Unit serial LGD1 is already in stock: it came in on purchase 12.');
    expect(M.soldOffPurchase('LGD1', '7')).toBe('Unit serial LGD1 is sold on bill 7: it cannot be taken off this purchase.');
  });

  it('prints as S/N under the line', () => {
    expect(unitSerialsCaption([])).toBe('');
    expect(unitSerialsCaption(['A1', 'A2'])).toBe('S/N: A1, A2');
  });

  it('the wire field normalises each serial and names the bad one', () => {
    expect(unitSerialsField().parse([' a1 ', 'b2'])).toEqual(['A1', 'B2']);
    const bad = unitSerialsField().safeParse(['A1', '']);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: [1], message: M.empty });
  });
});
