import { describe, expect, it } from 'vitest';
import { clampPage, firstSerial, pageCount, pageSlice, pageWindow } from './pager';

describe('pager math', () => {
  it('counts 25-row pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(200_000)).toBe(8000);
  });

  it('keeps a page within 1…count', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(3, 4)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('numbers up to seven pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('slices a page and numbers its first row', () => {
    const items = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(pageSlice(items, 1)).toHaveLength(25);
    expect(pageSlice(items, 3)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(firstSerial(3)).toBe(51);
  });
});
