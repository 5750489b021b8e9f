import { describe, expect, it } from 'vitest';
import { createBurstDetector, type KeyVerdict } from './scanner';

/** Feeds keys at the given times; returns the last verdict. */
function feed(keys: ReadonlyArray<readonly [string, number]>): KeyVerdict[] {
  const detector = createBurstDetector();
  return keys.map(([key, at]) => detector.feed(key, at));
}

const typed = (text: string, start: number, gap: number) => [...text].map((key, i) => [key, start + i * gap] as const);

describe('scanner burst detector', () => {
  it('four or more characters under 30 ms apart, then Enter, is a burst', () => {
    const verdicts = feed([...typed('CRHS1200', 1000, 5), ['Enter', 1040]]);
    expect(verdicts[0]).toEqual({ kind: 'start' });
    expect(verdicts.slice(1, -1).every((v) => v.kind === 'char')).toBe(true);
    expect(verdicts.at(-1)).toEqual({ kind: 'burst', text: 'CRHS1200' });
  });

  it('a person typing (gaps of 30 ms or more) is never a burst', () => {
    expect(feed([...typed('CRHS1200', 1000, 30), ['Enter', 1240]]).at(-1)).toEqual({ kind: 'other' });
    expect(feed([...typed('CRHS', 1000, 80), ['Enter', 1300]]).at(-1)).toEqual({ kind: 'other' });
  });

  it('three characters are too few', () => {
    expect(feed([...typed('ABC', 0, 2), ['Enter', 8]]).at(-1)).toEqual({ kind: 'other' });
  });

  it('an Enter that comes late ends nothing', () => {
    expect(feed([...typed('CRHS1200', 0, 2), ['Enter', 60]]).at(-1)).toEqual({ kind: 'other' });
  });

  it('a slow key starts a new run: only the quick tail counts', () => {
    const verdicts = feed([['x', 0], ['y', 500], ...typed('ABCD', 1000, 3), ['Enter', 1012]]);
    expect(verdicts[1]).toEqual({ kind: 'start' });
    expect(verdicts[2]).toEqual({ kind: 'start' });
    expect(verdicts.at(-1)).toEqual({ kind: 'burst', text: 'ABCD' });
  });

  it('Shift between characters is neutral; any other key breaks the run', () => {
    expect(
      feed([
        ['A', 0],
        ['Shift', 2],
        ['B', 4],
        ['C', 6],
        ['D', 8],
        ['Enter', 10],
      ]).at(-1),
    ).toEqual({ kind: 'burst', text: 'ABCD' });
    expect(
      feed([
        ['A', 0],
        ['B', 2],
        ['Tab', 4],
        ['C', 6],
        ['D', 8],
        ['Enter', 10],
      ]).at(-1),
    ).toEqual({ kind: 'other' });
  });

  it('after a burst the next one starts clean', () => {
    const verdicts = feed([...typed('AAAA', 0, 1), ['Enter', 5], ...typed('BBBB', 7, 1), ['Enter', 12]]);
    expect(verdicts[4]).toEqual({ kind: 'burst', text: 'AAAA' });
    expect(verdicts[5]).toEqual({ kind: 'start' });
    expect(verdicts.at(-1)).toEqual({ kind: 'burst', text: 'BBBB' });
  });
});
