// A scanner types a whole serial in a few milliseconds and ends it with Enter. Drawing each of its characters costs the
// cashier time: the frame that draws them takes the display's next tick, and the frame that shows the scanned line
// must then wait for the tick after it (up to 16.7 ms at 60 Hz, bench/README.md, pos-scan). So the key field holds
// characters typed at its end off screen while more follow within HOLD_MS, and shows them once typing pauses. Enter
// takes what is held with the field's text, so a scan's characters are never drawn at all. A person's keys come
// tens of milliseconds apart: each is drawn HOLD_MS late, well inside the frame it would have waited for anyway.

import { NEUTRAL_KEYS } from './scanner';

/** Longest pause between two held characters; a pause this long shows what is held. */
export const HOLD_MS = 10;

/** The part of an `<input>` the hold reads and writes (a plain object in unit tests). */
export interface HoldField {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** What a `beforeinput` says of the text it is about to insert. */
export interface Insertion {
  inputType: string;
  data: string | null;
  isComposing: boolean;
}

export interface TypingHold {
  /** The field is about to insert text: true when the hold took it instead (the caller cancels the insertion). */
  insert(field: HoldField, insertion: Insertion): boolean;
  /** The held text, emptied: Enter or Esc acts on the field's text plus this. */
  take(): string;
  /** Shows what is held in the field at once (another key, a click, leaving the field, the pause). */
  release(): void;
  /** Forgets what is held and stops its timer (the field is gone). */
  dispose(): void;
}

export interface TypingHoldDeps {
  /** Puts released text at the end of the field the way typing would (its change handler sees it). */
  show(text: string): void;
  /** setTimeout/clearTimeout, replaceable in tests. */
  schedule(run: () => void, ms: number): () => void;
  holdMs?: number;
}

/** True when the caret sits at the end of the field with nothing selected: typed text would be appended. */
function typesAtEnd(field: HoldField): boolean {
  const end = field.value.length;
  return field.selectionStart === end && field.selectionEnd === end;
}

export function createTypingHold({ show, schedule, holdMs = HOLD_MS }: TypingHoldDeps): TypingHold {
  let held = '';
  let cancelTimer: (() => void) | null = null;
  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const take = () => {
    stopTimer();
    const text = held;
    held = '';
    return text;
  };
  const release = () => {
    const text = take();
    if (text) show(text);
  };
  return {
    insert(field, { inputType, data, isComposing }) {
      const plainTyping = inputType === 'insertText' && !!data && !isComposing;
      // Held text is after the field's own text: the caret is at the end while something is held.
      if (!plainTyping || (!held && !typesAtEnd(field))) {
        release();
        return false;
      }
      held += data;
      stopTimer();
      cancelTimer = schedule(release, holdMs);
      return true;
    },
    take,
    release,
    dispose() {
      take();
    },
  };
}

/** Keys that act on the field's text as a whole: the screen's Enter and Esc handlers take() the held text. */
const TAKEN_BY_HANDLER = new Set(['Enter', 'Escape']);

/**
 * Whether a keydown in the field must first show what is held: any key that is not plain typing (Backspace, the
 * arrows, Home, Tab, a shortcut) acts on the text as shown, so the held text must be there before it does. The keys
 * a scanner sends among its characters (NEUTRAL_KEYS) neither show nor change what is held.
 */
export function keyReleasesHold(key: string, withModifier: boolean): boolean {
  if (TAKEN_BY_HANDLER.has(key) || NEUTRAL_KEYS.has(key)) return false;
  return withModifier || key.length !== 1;
}
