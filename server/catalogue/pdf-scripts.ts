// Text in several scripts for pdfkit (issue 22): Helvetica (built in, WinAnsi) draws Latin, the bundled Noto fonts
// (npm @fontsource, OFL-1.1; the WOFF files, which pdfkit's fontkit reads and subsets) draw Tamil and Devanagari. pdfkit
// uses one font per run of text, so a line is cut into runs by script and each run gets its font.
import { createRequire } from 'node:module';

export type Script = 'latin' | 'tamil' | 'devanagari';

export interface TextRun {
  script: Script;
  text: string;
}

const TAMIL = /[\u0B80-\u0BFF]/;
// eslint-disable-next-line no-misleading-character-class -- ranges of code points, combining marks included on purpose
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/;
// Joiners belong to the run around them.
const JOINER = /[\u200C\u200D]/;

function scriptOf(char: string): Script | null {
  if (TAMIL.test(char)) return 'tamil';
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (JOINER.test(char)) return null;
  return 'latin';
}

/** Helvetica's WinAnsi encoding has no rupee sign: what it cannot draw becomes "Rs." or "?". */
export function latinPrintable(text: string): string {
  return text.replace(/₹/g, 'Rs.').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/**
 * The text as runs of one script each. A space between two runs of the same Indic script stays in that run, so a
 * Tamil name of two words is one run, shaped as a whole.
 */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const chars = [...text];
  chars.forEach((char, i) => {
    let script = scriptOf(char);
    if (script === null || (char === ' ' && runs.length > 0)) {
      const previous = runs.at(-1)?.script;
      const next = chars
        .slice(i + 1)
        .map(scriptOf)
        .find((s) => s !== null && s !== undefined);
      if (script === null || (previous && previous !== 'latin' && previous === next)) script = previous ?? next ?? 'latin';
    }
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  });
  return runs.map((run) => (run.script === 'latin' ? { ...run, text: latinPrintable(run.text) } : run));
}

const require = createRequire(import.meta.url);

/** The font files pdfkit registers under each script's name, regular and bold. */
export function indicFontFiles(): Record<'tamil' | 'tamil-bold' | 'devanagari' | 'devanagari-bold', string> {
  const file = (family: string, subset: string, weight: number) => require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);
  return {
    tamil: file('noto-sans-tamil', 'tamil', 400),
    'tamil-bold': file('noto-sans-tamil', 'tamil', 700),
    devanagari: file('noto-sans-devanagari', 'devanagari', 400),
    'devanagari-bold': file('noto-sans-devanagari', 'devanagari', 700),
  };
}

/** The registered font name for a run: Helvetica for Latin, the Noto font for Tamil and Devanagari. */
export function fontFor(script: Script, bold: boolean): string {
  if (script === 'latin') return bold ? 'Helvetica-Bold' : 'Helvetica';
  return bold ? `${script}-bold` : script;
}
