import { describe, expect, it } from 'vitest';
import { describeSkipped, numberingAfterRestore } from './number-floors';

describe('numberingAfterRestore', () => {
  it('keeps the highest number ever issued as the floor and skips what the restored books lack', () => {
    const result = numberingAfterRestore(
      [
        { series: 'gst', fy: '2026-27', no: 278 },
        { series: 'retail', fy: '2026-27', no: 30 },
        { series: 'receipt', fy: '', no: 9 },
      ],
      [],
      [
        { series: 'gst', fy: '2026-27', no: 139 },
        { series: 'retail', fy: '2026-27', no: 30 },
        { series: 'receipt', fy: '', no: 4 },
      ],
    );
    expect(result.floors).toEqual([
      { series: 'gst', fy: '2026-27', no: 278 },
      { series: 'retail', fy: '2026-27', no: 30 },
      { series: 'receipt', fy: '', no: 9 },
    ]);
    expect(result.skipped).toEqual([
      { series: 'gst', fy: '2026-27', from: 140, to: 278 },
      { series: 'receipt', fy: '', from: 5, to: 9 },
    ]);
  });

  it('a second restore of the same backup skips only what was issued since the first: the first already reported the rest', () => {
    const result = numberingAfterRestore(
      [{ series: 'gst', fy: '2026-27', no: 25 }],
      [{ series: 'gst', fy: '2026-27', no: 20 }],
      [{ series: 'gst', fy: '2026-27', no: 10 }],
    );
    expect(result.floors).toEqual([{ series: 'gst', fy: '2026-27', no: 25 }]);
    expect(result.skipped).toEqual([{ series: 'gst', fy: '2026-27', from: 21, to: 25 }]);
  });

  it('an earlier floor above everything live stays, and a series the restored books lack entirely is skipped from 1', () => {
    const result = numberingAfterRestore([{ series: 'credit_note', fy: '2026-27', no: 3 }], [{ series: 'estimate', fy: '2026-27', no: 7 }], []);
    expect(result.floors).toEqual([
      { series: 'estimate', fy: '2026-27', no: 7 },
      { series: 'credit_note', fy: '2026-27', no: 3 },
    ]);
    expect(result.skipped).toEqual([{ series: 'credit_note', fy: '2026-27', from: 1, to: 3 }]);
  });

  it('restoring newer books than the live ones skips nothing', () => {
    expect(numberingAfterRestore([{ series: 'gst', fy: '2026-27', no: 5 }], [], [{ series: 'gst', fy: '2026-27', no: 9 }]).skipped).toEqual([]);
  });
});

describe('describeSkipped', () => {
  it('names the series and its numbers as they print', () => {
    expect(describeSkipped({ series: 'gst', fy: '2026-27', from: 140, to: 278 })).toBe('GST bills 2026-27: 140 to 278 (139 numbers)');
    expect(describeSkipped({ series: 'credit_note', fy: '2026-27', from: 3, to: 3 })).toBe('credit notes 2026-27: CN-3 (1 number)');
    expect(describeSkipped({ series: 'receipt', fy: '', from: 5, to: 9 })).toBe('receipts: RC-5 to RC-9 (5 numbers)');
  });
});
