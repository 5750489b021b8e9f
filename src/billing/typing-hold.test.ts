import { describe, expect, it } from 'vitest';
import { createTypingHold, HOLD_MS, keyReleasesHold, type HoldField, type Insertion } from './typing-hold';

const typed = (data: string): Insertion => ({ inputType: 'insertText', data, isComposing: false });

/** A field with its caret at the end, a clock the test moves, and what the hold showed. */
function setup(value = '') {
  const field: HoldField = { value, selectionStart: value.length, selectionEnd: value.length };
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const shown: string[] = [];
  const hold = createTypingHold({
    show: (text) => {
      shown.push(text);
      field.value += text;
      field.selectionStart = field.selectionEnd = field.value.length;
    },
    schedule: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return { field, hold, shown, advance, pending: () => timers.length };
}

describe('typing hold', () => {
  it('holds a scanner burst off screen and gives it whole to Enter, never showing a character', () => {
    const { field, hold, shown, advance, pending } = setup();
    for (const c of 'BS000123') {
      expect(hold.insert(field, typed(c))).toBe(true);
      advance(1);
    }
    expect(field.value).toBe('');
    expect(hold.take()).toBe('BS000123');
    expect(pending()).toBe(0);
    advance(100);
    expect(shown).toEqual([]);
  });

  it('shows what is held once typing pauses for HOLD_MS, after the field’s own text', () => {
    const { field, hold, shown, advance } = setup('CR');
    hold.insert(field, typed('H'));
    advance(HOLD_MS - 1);
    hold.insert(field, typed('S'));
    advance(HOLD_MS - 1);
    expect(shown).toEqual([]);
    advance(1);
    expect(shown).toEqual(['HS']);
    expect(field.value).toBe('CRHS');
    expect(hold.take()).toBe('');
  });

  it('a person’s keys, tens of milliseconds apart, are each shown HOLD_MS after they are typed', () => {
    const { field, hold, shown, advance } = setup();
    for (const c of 'CRHS') {
      hold.insert(field, typed(c));
      advance(HOLD_MS);
      advance(60);
    }
    expect(shown).toEqual(['C', 'R', 'H', 'S']);
    expect(field.value).toBe('CRHS');
  });

  it('lets typing into the middle of the text or over a selection through, showing what was held first', () => {
    const { field, hold, shown } = setup('ABCD');
    field.selectionStart = 0;
    field.selectionEnd = 4;
    expect(hold.insert(field, typed('X'))).toBe(false);
    expect(shown).toEqual([]);

    const other = setup('AB');
    other.hold.insert(other.field, typed('C'));
    // The caret moved into the text (a click releases the hold first; here the insertion itself is not at the end).
    expect(other.hold.insert(other.field, { inputType: 'insertFromPaste', data: 'ZZ', isComposing: false })).toBe(false);
    expect(other.shown).toEqual(['C']);
  });

  it('never holds text an input method composes, or an insertion with no text', () => {
    const { field, hold } = setup();
    expect(hold.insert(field, { inputType: 'insertText', data: 'க', isComposing: true })).toBe(false);
    expect(hold.insert(field, { inputType: 'insertText', data: null, isComposing: false })).toBe(false);
    expect(hold.insert(field, { inputType: 'insertLineBreak', data: null, isComposing: false })).toBe(false);
  });

  it('release() shows at once and stops the timer; dispose() forgets', () => {
    const { field, hold, shown, advance, pending } = setup();
    hold.insert(field, typed('A'));
    hold.release();
    expect(shown).toEqual(['A']);
    expect(pending()).toBe(0);
    hold.insert(field, typed('B'));
    hold.dispose();
    advance(HOLD_MS);
    expect(shown).toEqual(['A']);
    expect(hold.take()).toBe('');
  });

  it('keys that act on the text as shown release the hold; Enter, Esc, Shift and plain characters do not', () => {
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Home', 'Tab', 'F3']) expect(keyReleasesHold(key, false)).toBe(true);
    expect(keyReleasesHold('a', true)).toBe(true);
    for (const key of ['Enter', 'Escape', 'Shift', 'CapsLock', 'a', '7', '-']) expect(keyReleasesHold(key, false)).toBe(false);
  });
});
