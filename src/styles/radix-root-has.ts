// A build step for Radix Themes' CSS (vite.config.ts). Radix sets the page's colour scheme with
// `:root:where(:has(.radix-themes[data-is-root-theme='true']:where(.dark, .dark-theme)))` (and one for light): a
// :has() over the whole page, which the browser checks again on every change to the DOM, i.e. on every scanned line
// (bench/README.md, pos-scan, session 6). kulir's own :root sets the colour scheme (app.css; print pages theirs), so
// those selectors are dropped; the rest of each rule stays.

/** The part of a PostCSS rule this step reads and writes. */
export interface SelectorRule {
  selectors: string[];
  remove(): void;
}

const ROOT_HAS = /^:root:where\(:has\(/;

export const dropRadixRootHas = {
  postcssPlugin: 'kulir-drop-radix-root-has',
  Rule(rule: SelectorRule): void {
    const kept = rule.selectors.filter((selector) => !ROOT_HAS.test(selector.trim()));
    if (kept.length === rule.selectors.length) return;
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
};
