// Unit serials (issue 33 item 4): the maker's number on each unit of a product that tracks them. Not kulir's product
// serial_no (the code a scan finds the product by). The rules here are shared by the counter's cart and the server.
import { z } from 'zod';

/** Longest unit serial taken (makers' serials run to about 20 characters). */
export const MAX_UNIT_SERIAL = 40;
/** At most this many unit serials on one line (the cart's quantity cap is far above any shop's units). */
export const MAX_UNIT_SERIALS_PER_LINE = 500;

/** As a scan or a typed serial is matched and stored: trimmed and upper-cased. */
export function normaliseUnitSerial(text: string): string {
  return text.trim().toUpperCase();
}

/** Letters, digits and the marks makers print (- / . _ space); a control character or an empty one is refused. */
const UNIT_SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9\-/._ ]*$/;

export const UNIT_SERIAL_MESSAGES = {
  empty: 'Type or scan a unit serial.',
  tooLong: `A unit serial is at most ${MAX_UNIT_SERIAL} characters.`,
  badCharacters: 'A unit serial has letters, digits, - / . _ and spaces only.',
  twiceOnBill: (serial: string) => `Unit serial ${serial} is on this bill twice.`,
  alreadySold: (serial: string, billNo: string) => `Unit serial ${serial} is already sold on bill ${billNo}; return it before selling it again.`,
  notTracked: (productName: string) => `${productName} does not track unit serials.`,
  countMismatch: (productName: string, qty: number, given: number) =>
    `${productName}: ${qty} ${qty === 1 ? 'unit needs' : 'units need'} ${qty} unit ${qty === 1 ? 'serial' : 'serials'}; ${given} scanned.`,
  notSoldOnBill: (serial: string) => `Unit serial ${serial} was not sold on this bill.`,
  returnCount: (qty: number, given: number) =>
    `${qty} ${qty === 1 ? 'unit returned needs' : 'units returned need'} ${qty} unit ${qty === 1 ? 'serial' : 'serials'}; ${given} picked.`,
  unknown: (serial: string) => `No unit serial ${serial}.`,
  twiceOnPurchase: (serial: string) => `Unit serial ${serial} is on this purchase twice.`,
  alreadyInStock: (serial: string, purchaseId: number | string) => `Unit serial ${serial} is already in stock: it came in on purchase ${purchaseId}.`,
  soldOffPurchase: (serial: string, billNo: string) => `Unit serial ${serial} is sold on bill ${billNo}: it cannot be taken off this purchase.`,
  twiceOnReturn: (serial: string) => `Unit serial ${serial} is on this return twice.`,
  notOnPurchase: (serial: string, purchaseId: number | string) => `Unit serial ${serial} did not come in on purchase ${purchaseId}.`,
  otherPurchaseLine: (serial: string, productName: string) => `Unit serial ${serial} came in on another line of this purchase, not as ${productName}.`,
  soldNotSentBack: (serial: string, billNo: string) => `Unit serial ${serial} is sold on bill ${billNo}: it is not in stock to go back to the supplier.`,
  alreadySentBack: (serial: string, debitNoteNo: string) => `Unit serial ${serial} already went back to the supplier on debit note ${debitNoteNo}.`,
  noneInStockOnLine: (productName: string) => `${productName}: none of this line's units is in stock.`,
  notInStockOnLine: (serial: string) => `Unit serial ${serial} is not one of this line's units in stock.`,
  sentBackNotSold: (serial: string, debitNoteNo: string) =>
    `Unit serial ${serial} went back to the supplier on debit note ${debitNoteNo}; it is not in stock to sell.`,
} as const;

export type UnitSerialCheck = { ok: true; serial: string } | { ok: false; message: string };

/** One typed or scanned unit serial, normalised, or why it cannot be one. */
export function checkUnitSerial(text: string): UnitSerialCheck {
  const serial = normaliseUnitSerial(text);
  if (serial === '') return { ok: false, message: UNIT_SERIAL_MESSAGES.empty };
  if (serial.length > MAX_UNIT_SERIAL) return { ok: false, message: UNIT_SERIAL_MESSAGES.tooLong };
  if (!UNIT_SERIAL_PATTERN.test(serial)) return { ok: false, message: UNIT_SERIAL_MESSAGES.badCharacters };
  return { ok: true, serial };
}

/** Qty follows the serials: a tracked line sells exactly the units named. */
export function qtyForUnitSerials(serials: readonly string[]): number {
  return serials.length;
}

/** The first unit serial that appears twice (normalised), or null. */
export function firstRepeatedUnitSerial(serials: Iterable<string>): string | null {
  const seen = new Set<string>();
  for (const raw of serials) {
    const serial = normaliseUnitSerial(raw);
    if (seen.has(serial)) return serial;
    seen.add(serial);
  }
  return null;
}

/** A bill line as the unit-serial rules see it. */
export interface UnitSerialLine {
  productName: string;
  tracksUnitSerials: boolean;
  qty: number;
  unitSerials: readonly string[];
}

/**
 * The bill's unit serials, line by line: a serial on a product that does not track them, a serial twice on the bill,
 * a tracked line whose quantity is not its count of serials. The first fault's message and its line, or null.
 * `twice` words a repeat (a purchase says "on this purchase").
 */
export function billUnitSerialFault(
  lines: readonly UnitSerialLine[],
  twice: (serial: string) => string = UNIT_SERIAL_MESSAGES.twiceOnBill,
): { index: number; message: string } | null {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (!line.tracksUnitSerials) {
      if (line.unitSerials.length > 0) return { index, message: UNIT_SERIAL_MESSAGES.notTracked(line.productName) };
      continue;
    }
    for (const raw of line.unitSerials) {
      const serial = normaliseUnitSerial(raw);
      if (seen.has(serial)) return { index, message: twice(serial) };
      seen.add(serial);
    }
    if (line.unitSerials.length !== line.qty) {
      return { index, message: UNIT_SERIAL_MESSAGES.countMismatch(line.productName, line.qty, line.unitSerials.length) };
    }
  }
  return null;
}

/**
 * A purchase's unit serials (the units received), line by line, by the bill's rules: a serial on a product that does
 * not track them, a serial twice on the purchase, a tracked line whose quantity is not its count of serials.
 */
export function purchaseUnitSerialFault(lines: readonly UnitSerialLine[]): { index: number; message: string } | null {
  return billUnitSerialFault(lines, UNIT_SERIAL_MESSAGES.twiceOnPurchase);
}

/** The units a purchase held before an edit and no longer holds after it (normalised, in their order before). */
export function unitSerialsTakenOff(before: Iterable<string>, after: Iterable<string>): string[] {
  const kept = new Set([...after].map(normaliseUnitSerial));
  return [...new Set([...before].map(normaliseUnitSerial))].filter((serial) => !kept.has(serial));
}

/** A line of a sales return as the unit-serial rules see it: the units its bill line holds now, the ones picked. */
export interface ReturnUnitSerialLine {
  qty: number;
  /** Units the bill line still holds (sold, not yet returned); none for a line sold without serials. */
  held: readonly string[];
  unitSerials: readonly string[];
}

/**
 * A return's unit serials, line by line: a line holding units returns exactly the units named (one per unit returned),
 * each held by that line; a line holding none names none. The first fault's message and its line, or null.
 */
export function returnUnitSerialFault(lines: readonly ReturnUnitSerialLine[]): { index: number; message: string } | null {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const held = new Set(line.held);
    for (const serial of line.unitSerials.map(normaliseUnitSerial)) {
      if (!held.has(serial)) return { index, message: UNIT_SERIAL_MESSAGES.notSoldOnBill(serial) };
      if (seen.has(serial)) return { index, message: UNIT_SERIAL_MESSAGES.twiceOnBill(serial) };
      seen.add(serial);
    }
    if (line.held.length > 0 && line.unitSerials.length !== line.qty) {
      return { index, message: UNIT_SERIAL_MESSAGES.returnCount(line.qty, line.unitSerials.length) };
    }
  }
  return null;
}

/** Where a unit a purchase received stands now, as a purchase return sees it. */
export type ReceivedUnitState = { state: 'in stock' } | { state: 'sold'; billNo: string } | { state: 'sent back'; debitNoteNo: string };

/** A line of a purchase return as the unit-serial rules see it: its product, the units its purchase line received. */
export interface DebitNoteUnitSerialLine {
  productName: string;
  tracksUnitSerials: boolean;
  qty: number;
  /** Every unit the purchase line received (normalised); none for a line received without serials. */
  received: readonly string[];
  unitSerials: readonly string[];
}

/**
 * A purchase return's unit serials (the units going back to the supplier), line by line: a serial on a product that
 * does not track them, a serial twice on the return, one that did not come in on this purchase line, one a bill has
 * sold, one already sent back; a line that received units sends back exactly the units named (one per unit returned).
 * `units`: where each unit the purchase received stands now. The first fault's message and its line, or null.
 */
export function debitNoteUnitSerialFault(
  lines: readonly DebitNoteUnitSerialLine[],
  units: ReadonlyMap<string, ReceivedUnitState>,
  purchaseId: number | string,
): { index: number; message: string } | null {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (!line.tracksUnitSerials && line.unitSerials.length > 0) return { index, message: UNIT_SERIAL_MESSAGES.notTracked(line.productName) };
    const received = new Set(line.received);
    for (const serial of line.unitSerials.map(normaliseUnitSerial)) {
      if (seen.has(serial)) return { index, message: UNIT_SERIAL_MESSAGES.twiceOnReturn(serial) };
      seen.add(serial);
      const unit = units.get(serial);
      if (!unit) return { index, message: UNIT_SERIAL_MESSAGES.notOnPurchase(serial, purchaseId) };
      if (!received.has(serial)) return { index, message: UNIT_SERIAL_MESSAGES.otherPurchaseLine(serial, line.productName) };
      if (unit.state === 'sold') return { index, message: UNIT_SERIAL_MESSAGES.soldNotSentBack(serial, unit.billNo) };
      if (unit.state === 'sent back') return { index, message: UNIT_SERIAL_MESSAGES.alreadySentBack(serial, unit.debitNoteNo) };
    }
    if (line.received.length > 0 && line.unitSerials.length !== line.qty) {
      return { index, message: UNIT_SERIAL_MESSAGES.returnCount(line.qty, line.unitSerials.length) };
    }
  }
  return null;
}

/** A unit typed, scanned or chosen on a purchase return's line: one of the line's units in stock, not picked yet. */
export function pickUnitSerial(inStock: readonly string[], picked: readonly string[], text: string): UnitSerialCheck {
  const check = checkUnitSerial(text);
  if (!check.ok) return check;
  if (picked.includes(check.serial)) return { ok: false, message: UNIT_SERIAL_MESSAGES.twiceOnReturn(check.serial) };
  if (!inStock.includes(check.serial)) return { ok: false, message: UNIT_SERIAL_MESSAGES.notInStockOnLine(check.serial) };
  return check;
}

/** "S/N: X, Y": what a print puts under a line's name; '' for a line without unit serials. */
export function unitSerialsCaption(serials: readonly string[]): string {
  return serials.length === 0 ? '' : `S/N: ${serials.join(', ')}`;
}

/** The wire field `unit_serials`: a list of unit serials, each normalised and checked; optional everywhere. */
export function unitSerialsField() {
  return z
    .array(z.string({ error: 'must be a list of unit serials' }), { error: 'must be a list of unit serials' })
    .max(MAX_UNIT_SERIALS_PER_LINE, { error: `at most ${MAX_UNIT_SERIALS_PER_LINE} unit serials on one line` })
    .transform((list, ctx): string[] => {
      const out: string[] = [];
      for (const [index, text] of list.entries()) {
        const check = checkUnitSerial(text);
        if (!check.ok) {
          ctx.addIssue({ code: 'custom', message: check.message, path: [index] });
          return z.NEVER;
        }
        out.push(check.serial);
      }
      return out;
    });
}
