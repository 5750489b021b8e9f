// An order list's every bill held in the page (order_index.php's columns in typed arrays), searched, date-filtered
// and paged in the browser with order.php's own rule (server/sales/order-list.ts): the customer's name (any case) or
// mobile contains the text, or a bill's own billing phone (the number its row shows) contains the digits typed, or the
// text is a number equal to the printed bill number (issue 32: never the internal order id), that bill first. The
// customers are searched
// once per text (search-index.ts), then one pass over the bills picks theirs; rows are built only for the page shown.
import { dateNumber, dmyOfDateNumber, PHONE_BLANK, PHONE_CUSTOMER, unsteps, type OrderIndexReply } from '../../../core/api/order-index';
import type { DateRange } from '../../../core/dates';
import { formatIndian, formatRupees } from '../../../core/money';
import type { OrderListRow } from '../../api/orders';
import { createSearchIndex, haystack, keptAnswers } from './search-index';
import type { HeldList } from './useServerList';

const NUMBER = /^\d{1,15}$/;
const DIGITS = /^\d+$/;

export function holdOrders(reply: OrderIndexReply): HeldList<OrderListRow> {
  const { bills, customers, phones } = reply;
  const size = bills.order_id.length;
  const orderId = unsteps(bills.order_id, new Int32Array(size));
  const billNo = unsteps(bills.bill_no, new Int32Array(size));
  const date = unsteps(bills.date, new Int32Array(size));
  const customer = Int32Array.from(bills.customer);
  const customerText = createSearchIndex(customers.name.map((name, i) => haystack(name, customers.mobile[i])));

  /** The positions [start, end) of the bills dated inside the range: the bills are newest first. */
  const span = (range: DateRange | null): [number, number] => {
    if (!range) return [0, size];
    const from = dateNumber(range.from);
    const to = dateNumber(range.to);
    return [firstAtOrBelow(date, to), firstAtOrBelow(date, from - 1)];
  };

  let everyRow: { start: number; end: number; positions: readonly number[] } | null = null;
  const between = (start: number, end: number) => {
    if (everyRow?.start !== start || everyRow.end !== end) {
      everyRow = { start, end, positions: Array.from({ length: Math.max(0, end - start) }, (_, k) => start + k) };
    }
    return everyRow.positions;
  };

  // Erasing back to an earlier search (Backspace) reads no bill again.
  const answers = keptAnswers<readonly number[]>();

  return {
    size,
    select(search, range) {
      const [start, end] = span(range);
      const needle = search.trim();
      if (needle === '') return between(start, end);
      const key = `${start}:${end}:${needle}`;
      const known = answers.get(key);
      if (known) return known;
      const named = new Uint8Array(customers.name.length);
      for (const c of customerText.search(needle)) named[c] = 1;
      const number = NUMBER.test(needle) ? Number(needle) : -1;
      // Billing phones by code (PHONE_BLANK and PHONE_CUSTOMER first: the customer's own mobile is searched above).
      const phoned = new Uint8Array(phones.length + 2);
      if (DIGITS.test(needle)) phones.forEach((text, k) => text.includes(needle) && (phoned[k + 2] = 1));
      const numbered: number[] = [];
      const hits: number[] = [];
      for (let i = start; i < end; i += 1) {
        if (billNo[i] === number) numbered.push(i);
        else if (named[customer[i] as number] === 1 || phoned[bills.phone[i] as number] === 1) hits.push(i);
      }
      return answers.keep(key, [...numbered, ...hits]);
    },
    row(i) {
      const c = customer[i] as number;
      const mobile = customers.mobile[c] ?? '';
      const code = bills.phone[i] as number;
      const dmy = dmyOfDateNumber(date[i] as number);
      return {
        order_id: String(orderId[i]),
        bill_no: String(billNo[i]),
        orderdate: dmy,
        added_date: dmy,
        name: customers.name[c] ?? '',
        mobile,
        billing_phonenumber: code === PHONE_BLANK ? '' : code === PHONE_CUSTOMER ? mobile : (phones[code - 2] ?? ''),
        amount: formatIndian(bills.total[i] as number),
        balance: formatRupees(bills.balance[i] as number),
        // A billed quotation's (issue 32): the GST bill it became.
        ...(bills.billed && (bills.billed[i] ?? 0) > 0 ? { billed_bill_no: String(bills.billed[i]) } : {}),
      };
    },
  };
}

/** The first position whose date is at or below `limit`, in dates sorted newest first (binary search). */
function firstAtOrBelow(dates: Int32Array, limit: number): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((dates[mid] as number) > limit) low = mid + 1;
    else high = mid;
  }
  return low;
}
