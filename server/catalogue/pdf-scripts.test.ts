import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indicFontFiles, latinPrintable, scriptRuns } from './pdf-scripts';

describe('script runs for the PDF fonts', () => {
  it('keeps Latin text one run, with what Helvetica cannot draw replaced', () => {
    expect(scriptRuns('Bajaj 2-pin plug')).toEqual([{ script: 'latin', text: 'Bajaj 2-pin plug' }]);
    expect(latinPrintable('₹45 — ok')).toBe('Rs.45 ? ok');
  });

  it('cuts a mixed name into Tamil, Devanagari and Latin runs; a space between two Tamil words stays Tamil', () => {
    expect(scriptRuns('மின் விசிறி Crompton பங்கா')).toEqual([
      { script: 'tamil', text: 'மின் விசிறி' },
      { script: 'latin', text: ' Crompton ' },
      { script: 'tamil', text: 'பங்கா' },
    ]);
    expect(scriptRuns('Usha पंखा')).toEqual([
      { script: 'latin', text: 'Usha ' },
      { script: 'devanagari', text: 'पंखा' },
    ]);
    expect(scriptRuns('க்\u200Dஷ')).toEqual([{ script: 'tamil', text: 'க்\u200Dஷ' }]);
  });

  it('finds the bundled Noto font files', () => {
    for (const file of Object.values(indicFontFiles())) expect(existsSync(file)).toBe(true);
  });
});
