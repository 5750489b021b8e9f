import { describe, expect, it } from 'vitest';
import { LABEL_SHEETS, labelSlots, labelsPerPage, MAX_MODULE_MM, MIN_MODULE_MM, mmToPt, moduleWidth, type LabelLayout } from './sheets';

/** Two labels overlap when their rectangles share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 1e-9 && b.x < a.x + a.width - 1e-9 && a.y < b.y + b.height - 1e-9 && b.y < a.y + a.height - 1e-9;

describe.each([
  ['a4-65', 65, 38.1, 21.2],
  ['a4-24', 24, 63.5, 33.9],
] as const)('the %s sheet', (layout: LabelLayout, count, width, height) => {
  const sheet = LABEL_SHEETS[layout];
  const slots = labelSlots(layout, count);

  it(`holds ${count} labels of ${width} × ${height} mm on one A4 page`, () => {
    expect(labelsPerPage(layout)).toBe(count);
    expect(sheet.pageWidth).toBe(210);
    expect(sheet.pageHeight).toBe(297);
    expect(slots).toHaveLength(count);
    expect(new Set(slots.map((s) => s.page))).toEqual(new Set([0]));
    expect(slots.map((s) => s.position)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    for (const slot of slots) expect([slot.width, slot.height]).toEqual([width, height]);
  });

  it('keeps every label inside the page, within equal side margins and at least 4 mm from every edge', () => {
    const lefts = slots.map((s) => s.x);
    const rights = slots.map((s) => s.x + s.width);
    const tops = slots.map((s) => s.y);
    const bottoms = slots.map((s) => s.y + s.height);
    const margin = { left: Math.min(...lefts), right: 210 - Math.max(...rights), top: Math.min(...tops), bottom: 297 - Math.max(...bottoms) };
    for (const side of Object.values(margin)) expect(side).toBeGreaterThanOrEqual(4);
    expect(margin.left).toBeCloseTo(margin.right, 2);
    expect(margin.top).toBeCloseTo(margin.bottom, 2);
  });

  it('puts no label over another, across then down', () => {
    for (let i = 0; i < slots.length; i += 1) for (let j = i + 1; j < slots.length; j += 1) expect(overlap(slots[i], slots[j])).toBe(false);
    expect(slots[1].x).toBeGreaterThan(slots[0].x);
    expect(slots[1].y).toBe(slots[0].y);
    expect(slots[sheet.columns].y).toBeGreaterThan(slots[0].y);
    expect(slots[sheet.columns].x).toBe(slots[0].x);
  });

  it('starts on a part-used sheet at the given place and goes on to a second page', () => {
    const more = labelSlots(layout, count, 3);
    expect(more[0]).toMatchObject({ page: 0, position: 3, x: slots[2].x, y: slots[2].y });
    expect(more.filter((s) => s.page === 0)).toHaveLength(count - 2);
    expect(more.at(-1)).toMatchObject({ page: 1, position: 2, x: slots[1].x, y: slots[1].y });
  });
});

describe('the 50 × 25 mm roll', () => {
  it('is one label a page, the page 50 × 25 mm', () => {
    const sheet = LABEL_SHEETS['roll-50x25'];
    expect([sheet.pageWidth, sheet.pageHeight]).toEqual([50, 25]);
    expect(mmToPt(sheet.pageWidth)).toBeCloseTo(141.73, 2);
    expect(mmToPt(sheet.pageHeight)).toBeCloseTo(70.87, 2);
    const slots = labelSlots('roll-50x25', 3);
    expect(slots.map((s) => [s.page, s.x, s.y, s.width, s.height])).toEqual([
      [0, 0, 0, 50, 25],
      [1, 0, 0, 50, 25],
      [2, 0, 0, 50, 25],
    ]);
  });
});

describe('the barcode module width', () => {
  it('is as wide as the label allows with 10-module quiet zones each side, up to 0.42 mm', () => {
    expect(moduleWidth('a4-24', 35)).toBe(MAX_MODULE_MM);
    // A 13-letter code is 178 modules: 198 with its quiet zones across 38.1 mm.
    expect(moduleWidth('a4-65', 178)).toBeCloseTo(38.1 / 198, 6);
    expect(moduleWidth('a4-65', 178)).toBeGreaterThanOrEqual(MIN_MODULE_MM);
  });

  it('refuses (null) a code whose modules would be narrower than 0.19 mm on that label', () => {
    // 18 letters: 233 modules, 253 with the quiet zones.
    expect(moduleWidth('a4-65', 233)).toBeNull();
    expect(moduleWidth('roll-50x25', 233)).toBeCloseTo(50 / 253, 6);
    expect(moduleWidth('a4-24', 233)).toBeCloseTo(63.5 / 253, 6);
  });
});
