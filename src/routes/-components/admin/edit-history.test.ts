import { describe, expect, it } from 'vitest';
import { HISTORY_MAX, recordEdit, redo, shownHtml, startHistory, undo } from './edit-history';

describe('content editor history', () => {
  it('groups edits less than a second apart into one undo step', () => {
    let h = startHistory('');
    h = recordEdit(h, 'a', 0);
    h = recordEdit(h, 'ab', 400);
    h = recordEdit(h, 'abc', 900);
    h = recordEdit(h, 'abcd', 2500);
    expect(h.entries).toEqual(['', 'abc', 'abcd']);
    h = undo(h);
    expect(shownHtml(h)).toBe('abc');
    h = undo(h);
    expect(shownHtml(h)).toBe('');
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(shownHtml(h)).toBe('abcd');
    expect(redo(h)).toBe(h);
  });

  it('drops the redo branch on a new edit, and an edit after undo starts a new step', () => {
    let h = recordEdit(recordEdit(startHistory(''), 'a', 0), 'ab', 5000);
    h = undo(h);
    h = recordEdit(h, 'ax', 5100);
    expect(h.entries).toEqual(['', 'a', 'ax']);
  });

  it('keeps at most 100 undo steps', () => {
    let h = startHistory('start');
    for (let i = 0; i < 150; i += 1) h = recordEdit(h, `edit ${i}`, i * 2000);
    expect(h.entries).toHaveLength(HISTORY_MAX + 1);
    expect(shownHtml(h)).toBe('edit 149');
    for (let i = 0; i < 200; i += 1) h = undo(h);
    expect(shownHtml(h)).toBe('edit 49');
  });
});
