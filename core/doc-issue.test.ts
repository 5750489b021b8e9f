import { describe, expect, it } from 'vitest';
import { docIssue, type IssuedBill } from './doc-issue';

const bill = (kind: IssuedBill['kind'], billNo: number, cancelled = false, fy = '2026-27'): IssuedBill => ({ kind, fy, billNo, cancelled });

describe('GSTR-1 documents issued (Table 13)', () => {
  it('gives each series its first and last number, the total, the cancelled count and the net issued', () => {
    const table = docIssue([bill('retail', 29), bill('gst', 28), bill('gst', 30, true), bill('retail', 28), bill('gst', 29), bill('retail', 30)]);
    expect(table).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: '28', to: '30', totnum: 3, cancel: 1, net_issue: 2 },
            { num: 2, from: 'R-28', to: 'R-30', totnum: 3, cancel: 0, net_issue: 3 },
          ],
        },
      ],
    });
  });

  it('gives a series with a gap (a bill re-dated into another month) one row per unbroken run', () => {
    const table = docIssue([bill('gst', 1), bill('gst', 2), bill('gst', 4, true), bill('gst', 5)]);
    expect(table.doc_det[0].docs).toEqual([
      { num: 1, from: '1', to: '2', totnum: 2, cancel: 0, net_issue: 2 },
      { num: 2, from: '4', to: '5', totnum: 2, cancel: 1, net_issue: 1 },
    ]);
  });

  it("keeps two financial years' numbers apart", () => {
    const table = docIssue([bill('gst', 1, false, '2027-28'), bill('gst', 812, false, '2026-27'), bill('gst', 2, false, '2027-28')]);
    expect(table.doc_det[0].docs.map((d) => [d.from, d.to])).toEqual([
      ['812', '812'],
      ['1', '2'],
    ]);
  });

  it('lists credit notes as doc_num 5 (Credit Note), their CN series apart from the bills', () => {
    const table = docIssue([bill('gst', 28), bill('credit_note', 2), bill('credit_note', 1), bill('retail', 5)]);
    expect(table.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          { num: 1, from: '28', to: '28', totnum: 1, cancel: 0, net_issue: 1 },
          { num: 2, from: 'R-5', to: 'R-5', totnum: 1, cancel: 0, net_issue: 1 },
        ],
      },
      { doc_num: 5, docs: [{ num: 1, from: 'CN-1', to: 'CN-2', totnum: 2, cancel: 0, net_issue: 2 }] },
    ]);
    expect(docIssue([bill('credit_note', 1)]).doc_det.map((d) => d.doc_num)).toEqual([5]);
  });

  it('counts a month with only cancelled bills, and leaves a month with none empty', () => {
    expect(docIssue([bill('retail', 7, true)]).doc_det[0].docs).toEqual([{ num: 1, from: 'R-7', to: 'R-7', totnum: 1, cancel: 1, net_issue: 0 }]);
    expect(docIssue([])).toEqual({ doc_det: [] });
  });
});
