import { describe, expect, it } from 'vitest';
import { dropRadixRootHas, type SelectorRule } from './radix-root-has';

function rule(selectors: string[]): SelectorRule & { removed: boolean } {
  return {
    selectors,
    removed: false,
    remove() {
      this.removed = true;
    },
  };
}

describe('dropRadixRootHas', () => {
  it("drops Radix's :root:has() selectors and keeps the rest of the rule", () => {
    const dark = rule(['.radix-themes:where(.dark, .dark-theme)', ":root:where(:has(.radix-themes[data-is-root-theme='true']:where(.dark, .dark-theme)))"]);
    dropRadixRootHas.Rule(dark);
    expect(dark.selectors).toEqual(['.radix-themes:where(.dark, .dark-theme)']);
    expect(dark.removed).toBe(false);
  });

  it('removes a rule left with no selector, and leaves other rules alone', () => {
    const only = rule([":root:where(:has(.radix-themes[data-is-root-theme='true']))"]);
    dropRadixRootHas.Rule(only);
    expect(only.removed).toBe(true);
    const other = rule([':root', '.rt-BaseMenuContent:where(:has(.rt-BaseMenuCheckboxItem))']);
    dropRadixRootHas.Rule(other);
    expect(other.selectors).toEqual([':root', '.rt-BaseMenuContent:where(:has(.rt-BaseMenuCheckboxItem))']);
    expect(other.removed).toBe(false);
  });
});
