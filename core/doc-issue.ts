// GSTR-1 Table 13, documents issued (the offline tool's doc_issue): for "Invoices for outward supply" (doc_num 1), one
// row per series with its first and last number, the total issued and how many of them were cancelled. A series whose
// numbers in the month are not one unbroken run (a bill re-dated into another month) gets one row per run, so every
// row's total is exactly its numbers from first to last. Credit notes (CN-n, issue 21) are doc_num 5, "Credit Note".
import { billNumber, type SalesBillKind } from './bill-series';

/** doc_num of "Invoices for outward supply" in the portal's list of document natures. */
export const OUTWARD_INVOICES = 1;
/** doc_num of "Credit Note". */
export const CREDIT_NOTES = 5;

export type IssuedKind = SalesBillKind | 'credit_note';

export interface IssuedBill {
  kind: IssuedKind;
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

const KIND_ORDER: Readonly<Record<IssuedKind, number>> = { gst: 0, retail: 1, credit_note: 2 };

const numbered = (kind: IssuedKind, no: number): string => billNumber(kind, no);

export function docIssue(bills: readonly IssuedBill[]): DocIssue {
  const invoices = documents(bills.filter((b) => b.kind !== 'credit_note'));
  const notes = documents(bills.filter((b) => b.kind === 'credit_note'));
  return {
    doc_det: [
      ...(invoices.length > 0 ? [{ doc_num: OUTWARD_INVOICES, docs: invoices }] : []),
      ...(notes.length > 0 ? [{ doc_num: CREDIT_NOTES, docs: notes }] : []),
    ],
  };
}

function documents(bills: readonly IssuedBill[]): DocRange[] {
  const sorted = [...bills].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.fy.localeCompare(b.fy) || a.billNo - b.billNo);
  const docs: DocRange[] = [];
  let run: { first: IssuedBill; last: IssuedBill; count: number; cancelled: number } | null = null;
  const close = () => {
    if (!run) return;
    docs.push({
      num: docs.length + 1,
      from: numbered(run.first.kind, run.first.billNo),
      to: numbered(run.last.kind, run.last.billNo),
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
  return docs;
}
