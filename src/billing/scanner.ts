// A barcode scanner types a whole code in a few milliseconds and ends with Enter; a person types far slower.
export interface BurstRules {
  /** Longest gap between two keys of one burst. */
  maxGapMs: number;
  /** Fewest characters a burst holds before its Enter. */
  minLength: number;
}

export const SCANNER_RULES: BurstRules = { maxGapMs: 30, minLength: 4 };

/**
 * 'start': this character begins a new run (the place it lands should be remembered, to undo it if a burst it
 * becomes); 'char': it continues a run; 'burst': this Enter ends a burst of `text`; 'other': nothing to do.
 */
export type KeyVerdict = { kind: 'start' } | { kind: 'char' } | { kind: 'burst'; text: string } | { kind: 'other' };

export interface BurstDetector {
  /** key as KeyboardEvent.key; at in milliseconds (event.timeStamp). */
  feed(key: string, at: number): KeyVerdict;
  reset(): void;
}

/** Keys a scanner may send around its characters (a shift for capitals) that neither add to nor break a run. */
export const NEUTRAL_KEYS: ReadonlySet<string> = new Set(['Shift', 'CapsLock']);

export function createBurstDetector(rules: BurstRules = SCANNER_RULES): BurstDetector {
  let text = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  const reset = () => {
    text = '';
    lastAt = Number.NEGATIVE_INFINITY;
  };
  return {
    reset,
    feed(key, at) {
      if (NEUTRAL_KEYS.has(key)) return { kind: 'other' };
      const quick = at - lastAt < rules.maxGapMs;
      if (key.length === 1) {
        const continues = quick && text !== '';
        text = continues ? text + key : key;
        lastAt = at;
        return continues ? { kind: 'char' } : { kind: 'start' };
      }
      const burst = key === 'Enter' && quick && text.length >= rules.minLength ? text : null;
      reset();
      return burst === null ? { kind: 'other' } : { kind: 'burst', text: burst };
    },
  };
}
