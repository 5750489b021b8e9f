// Reply shape of order_index.php, estimate_index.php and retail_order_index.php: every issued bill of one kind in
// columns, newest first, so the list screens search and page all of them in the browser (issue 4). The columns that
// run in order (ids, bill numbers, dates) travel as steps from the bill before, which keeps 200,000 bills small.

export interface OrderIndexReply {
  /** The customers of the bills (only those), by position: bills.customer points here. */
  customers: { name: string[]; mobile: string[] };
  /** Billing phones that are neither blank nor the customer's mobile; bills.phone ≥ 2 points here (minus 2). */
  phones: string[];
  /** One entry per bill in every column, in the list's order: order_date desc, order_id desc. */
  bills: {
    /** Stepped (see steps()). */
    order_id: number[];
    /** Stepped. */
    bill_no: number[];
    /** The order date as yyyymmdd (20261120), stepped. */
    date: number[];
    customer: number[];
    /** 0: blank, 1: the customer's mobile, k ≥ 2: phones[k − 2]. */
    phone: number[];
    /** Paise. */
    total: number[];
    /** Paise still owed (always 0 on a quotation). */
    balance: number[];
    /** The quotations' index only (issue 32): the number of the GST bill each became, 0 while not billed. */
    billed?: number[];
  };
}

/** The phone code of a blank billing phone, and of one equal to the customer's mobile. */
export const PHONE_BLANK = 0;
export const PHONE_CUSTOMER = 1;

/** Each value as the previous value minus it (the first as itself): a column sorted newest first steps by small numbers. */
export function steps(values: readonly number[]): number[] {
  const out = new Array<number>(values.length);
  let previous = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    out[i] = i === 0 ? value : previous - value;
    previous = value;
  }
  return out;
}

/** The values of a stepped column, back into `into` (an Int32Array for the browser's index). */
export function unsteps<T extends { [i: number]: number; length: number }>(stepped: readonly number[], into: T): T {
  let value = 0;
  for (let i = 0; i < stepped.length; i += 1) {
    const step = stepped[i] as number;
    value = i === 0 ? step : value - step;
    into[i] = value;
  }
  return into;
}

/** 'YYYY-MM-DD' → yyyymmdd. */
export function dateNumber(iso: string): number {
  return Number(iso.slice(0, 4)) * 10_000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));
}

/** yyyymmdd → 'dd-mm-yyyy', as the lists show a date. */
export function dmyOfDateNumber(date: number): string {
  const day = date % 100;
  const month = Math.floor(date / 100) % 100;
  return `${day < 10 ? '0' : ''}${day}-${month < 10 ? '0' : ''}${month}-${String(Math.floor(date / 10_000)).padStart(4, '0')}`;
}
