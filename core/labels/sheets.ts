// Label stock the shop buys (issue 33 item 2): two A4 sheets and a roll, in millimetres. The A4 sheets are the common
// 65-up (38.1 × 21.2 mm, 5 × 13, as Avery L7651) and 24-up (63.5 × 33.9 mm, 3 × 8, as Avery L7159); a roll label is
// one 50 × 25 mm page of its own. Where each label of a print falls is worked out here, once, for the PDF and its tests.

export const LABEL_LAYOUTS = ['a4-65', 'a4-24', 'roll-50x25'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

export interface LabelSheet {
  layout: LabelLayout;
  /** What the dialog offers. */
  title: string;
  pageWidth: number;
  pageHeight: number;
  labelWidth: number;
  labelHeight: number;
  columns: number;
  rows: number;
  /** The first label's top-left corner. */
  left: number;
  top: number;
  /** From one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
}

export const LABEL_SHEETS: Readonly<Record<LabelLayout, LabelSheet>> = {
  'a4-65': {
    layout: 'a4-65',
    title: 'A4 sheet, 65 labels of 38 × 21 mm',
    pageWidth: 210,
    pageHeight: 297,
    labelWidth: 38.1,
    labelHeight: 21.2,
    columns: 5,
    rows: 13,
    left: 4.75,
    top: 10.7,
    pitchX: 40.6,
    pitchY: 21.2,
  },
  'a4-24': {
    layout: 'a4-24',
    title: 'A4 sheet, 24 labels of 64 × 34 mm',
    pageWidth: 210,
    pageHeight: 297,
    labelWidth: 63.5,
    labelHeight: 33.9,
    columns: 3,
    rows: 8,
    left: 7.25,
    top: 12.9,
    pitchX: 66,
    pitchY: 33.9,
  },
  'roll-50x25': {
    layout: 'roll-50x25',
    title: 'Label roll, 50 × 25 mm',
    pageWidth: 50,
    pageHeight: 25,
    labelWidth: 50,
    labelHeight: 25,
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    pitchX: 50,
    pitchY: 25,
  },
};

/** Labels on one page of the layout. */
export function labelsPerPage(layout: LabelLayout): number {
  const sheet = LABEL_SHEETS[layout];
  return sheet.columns * sheet.rows;
}

export interface LabelSlot {
  /** 0-based page of the PDF. */
  page: number;
  /** 1-based place on its page, across then down (the sheet's own numbering). */
  position: number;
  /** The label's top-left corner and size, in millimetres from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where `count` labels go, in order: the first at `startPosition` of the first page (the places before it already
 * used on a part-used sheet), then across, down and on to the next page.
 */
export function labelSlots(layout: LabelLayout, count: number, startPosition = 1): LabelSlot[] {
  const sheet = LABEL_SHEETS[layout];
  const perPage = labelsPerPage(layout);
  const skip = Math.min(Math.max(1, Math.trunc(startPosition)), perPage) - 1;
  const slots: LabelSlot[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = skip + i;
    const page = Math.floor(at / perPage);
    const index = at % perPage;
    const column = index % sheet.columns;
    const row = Math.floor(index / sheet.columns);
    slots.push({
      page,
      position: index + 1,
      x: round(sheet.left + column * sheet.pitchX),
      y: round(sheet.top + row * sheet.pitchY),
      width: sheet.labelWidth,
      height: sheet.labelHeight,
    });
  }
  return slots;
}

/** Millimetres to PDF points (1/72 inch). */
export function mmToPt(mm: number): number {
  return (mm * 72) / 25.4;
}

const round = (mm: number) => Math.round(mm * 1000) / 1000;

/** Code 128's quiet zone each side of the bars, in modules (ISO/IEC 15417: at least 10). */
export const QUIET_MODULES = 10;
/** The widest module drawn: a short code gets bars no wider than this. */
export const MAX_MODULE_MM = 0.42;
/** The narrowest module printed: below it a 203 dpi label printer and a counter scanner no longer read the bars. */
export const MIN_MODULE_MM = 0.19;

/**
 * The module width (mm) of a barcode of `modules` modules on the layout's label, its quiet zones inside the label; null
 * when the code is too long for the label at the narrowest module.
 */
export function moduleWidth(layout: LabelLayout, modules: number): number | null {
  const width = Math.min(MAX_MODULE_MM, LABEL_SHEETS[layout].labelWidth / (modules + 2 * QUIET_MODULES));
  return width < MIN_MODULE_MM ? null : width;
}
