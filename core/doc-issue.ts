// GSTR-1 Table 13, documents issued (the offline tool's doc_issue): for "Invoices for outward supply" (doc_num 1), one
// row per series with its first and last number, the total issued and how many of them were cancelled. A series whose
// numbers in the month are not one unbroken run (a bill re-dated into another month) gets one row per run, so every
// row's total is exactly its numbers from first to last.
import { billNumber, type SalesBillKind } from './bill-series';

/** doc_num of "Invoices for outward supply" in the portal's list of document natures. */
export const OUTWARD_INVOICES = 1;

export interface IssuedBill {
  kind: SalesBillKind;
  /** The financial year the number belongs to, e.g. "2026-27". */
  fy: string;
  billNo: number;
  cancelled: boolean;
}

export interface DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface DocIssue {
  doc_det: Array<{ doc_num: number; docs: DocRange[] }>;
}

const KIND_ORDER: Readonly<Record<SalesBillKind, number>> = { gst: 0, retail: 1 };

export function docIssue(bills: readonly IssuedBill[]): DocIssue {
  const sorted = [...bills].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.fy.localeCompare(b.fy) || a.billNo - b.billNo,
  );
  const docs: DocRange[] = [];
  let run: { first: IssuedBill; last: IssuedBill; count: number; cancelled: number } | null = null;
  const close = () => {
    if (!run) return;
    docs.push({
      num: docs.length + 1,
      from: billNumber(run.first.kind, run.first.billNo),
      to: billNumber(run.last.kind, run.last.billNo),
      totnum: run.count,
      cancel: run.cancelled,
      net_issue: run.count - run.cancelled,
    });
  };
  for (const bill of sorted) {
    const continues = run !== null && run.last.kind === bill.kind && run.last.fy === bill.fy && bill.billNo === run.last.billNo + 1;
    if (run !== null && continues) {
      run.last = bill;
      run.count += 1;
      run.cancelled += bill.cancelled ? 1 : 0;
    } else {
      close();
      run = { first: bill, last: bill, count: 1, cancelled: bill.cancelled ? 1 : 0 };
    }
  }
  close();
  return { doc_det: docs.length > 0 ? [{ doc_num: OUTWARD_INVOICES, docs }] : [] };
}
