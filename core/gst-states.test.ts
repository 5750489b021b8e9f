import { describe, expect, it } from 'vitest';
import { taxSplit } from './billing';
import { makeGstin, validateGstin } from './gstin';
import { checkState, foldStateText, GST_STATE_LIST, matchStates, PICKABLE_STATES, resolveState, stateOfGstin } from './gst-states';

describe('the GST state table', () => {
  it('has every state and union territory once, with 2-digit codes, including 97 Other Territory', () => {
    const codes = GST_STATE_LIST.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{2}$/.test(c))).toBe(true);
    for (let n = 1; n <= 38; n++) expect(codes).toContain(String(n).padStart(2, '0'));
    expect(GST_STATE_LIST.find((s) => s.code === '97')?.name).toBe('Other Territory');
    expect(GST_STATE_LIST.find((s) => s.code === '33')?.name).toBe('Tamil Nadu');
    expect(GST_STATE_LIST.find((s) => s.code === '29')?.name).toBe('Karnataka');
  });

  it('no two states share a name or an alias', () => {
    const seen = new Map<string, string>();
    for (const s of GST_STATE_LIST) {
      for (const text of [s.name, ...s.aliases]) {
        const folded = foldStateText(text);
        expect(seen.get(folded) ?? s.code, `${text} of ${s.code}`).toBe(s.code);
        seen.set(folded, s.code);
      }
    }
  });

  it('lists the legacy codes (25, 28) last in the picker', () => {
    expect(PICKABLE_STATES.slice(-2).map((s) => s.code)).toEqual(['25', '28']);
    expect(PICKABLE_STATES).toHaveLength(GST_STATE_LIST.length);
  });
});

describe('resolveState: what people write for a state', () => {
  it.each([
    ['Tamil Nadu', '33'],
    ['Tamil Nadu ', '33'],
    [' TAMIL NADU', '33'],
    ['tamilnadu', '33'],
    ['tamil-nadu', '33'],
    ['TN', '33'],
    ['tn', '33'],
    ['33', '33'],
    ['3', '03'],
    ['03', '03'],
    ['33-Tamil Nadu', '33'],
    ['29 - Karnataka', '29'],
    ['Karnataka', '29'],
    ['KA', '29'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Jammu & Kashmir', '01'],
    ['J&K', '01'],
    ['New Delhi', '07'],
    ['AP', '37'],
    ['Andhra Pradesh', '37'],
    ['Telangana', '36'],
    ['Other Territory', '97'],
    ['97', '97'],
  ])('%j is %s', (text, code) => {
    expect(resolveState(text)?.code).toBe(code);
  });

  it.each(['', '   ', 'Tamilnad', 'Madras', 'XX', '00', '39', '99', '33-Karnataka', null, undefined])('%j is no state', (text) => {
    expect(resolveState(text)).toBeNull();
  });
});

describe('stateOfGstin', () => {
  it('reads the first two digits', () => {
    expect(stateOfGstin(makeGstin(29, 'AABCK1234L'))?.name).toBe('Karnataka');
    expect(stateOfGstin('33AAACR5055K1ZE')?.code).toBe('33');
    expect(stateOfGstin('00AAACR5055K1ZE')).toBeNull();
  });
});

describe('checkState: a state field against the table and the GSTIN', () => {
  const karnataka = makeGstin(29, 'AABCK1234L');

  it('takes a known state and returns its table entry', () => {
    expect(checkState('tn')).toEqual({ ok: true, state: expect.objectContaining({ code: '33', name: 'Tamil Nadu' }) });
  });

  it('fills a blank state from the GSTIN', () => {
    expect(checkState('', karnataka)).toEqual({ ok: true, state: expect.objectContaining({ code: '29' }) });
  });

  it('allows a blank state with no GSTIN (an optional field)', () => {
    expect(checkState('  ')).toEqual({ ok: true, state: null });
  });

  it('refuses a state that maps to nothing, naming it', () => {
    expect(checkState('Tamilnad')).toEqual({ ok: false, message: '"Tamilnad" is not a GST state or union territory' });
  });

  it('refuses a state that disagrees with the GSTIN, naming both', () => {
    expect(checkState('Tamil Nadu', karnataka)).toEqual({
      ok: false,
      message: 'Tamil Nadu does not match the GSTIN, which is registered in Karnataka (29)',
    });
  });

  it('accepts the GSTIN state written any way', () => {
    expect(checkState('KA', karnataka).ok).toBe(true);
    expect(checkState('29', karnataka).ok).toBe(true);
  });
});

describe('matchStates: the type-ahead picker', () => {
  it('"tam" puts Tamil Nadu first', () => {
    expect(matchStates('tam')[0].name).toBe('Tamil Nadu');
  });

  it('"tn" and "33" find Tamil Nadu first', () => {
    expect(matchStates('tn')[0].code).toBe('33');
    expect(matchStates('33')[0].code).toBe('33');
  });

  it('a word inside a name matches: "pradesh" lists the Pradesh states', () => {
    const names = matchStates('pradesh').map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Himachal Pradesh', 'Uttar Pradesh', 'Madhya Pradesh', 'Andhra Pradesh', 'Arunachal Pradesh']));
  });

  it('"andhra" lists today\'s Andhra Pradesh before the legacy code', () => {
    expect(matchStates('andhra').map((s) => s.code)).toEqual(['37', '28']);
  });

  it('nothing typed lists every state; nonsense lists none', () => {
    expect(matchStates('')).toHaveLength(PICKABLE_STATES.length);
    expect(matchStates('zzz')).toEqual([]);
  });
});

describe('the tax split through the table', () => {
  it('"TN", "33" and "tamilnadu" buyers are in-state for a Tamil Nadu seller', () => {
    for (const buyer of ['TN', '33', 'tamilnadu', 'Tamil Nadu ']) expect(taxSplit(buyer, 'Tamil Nadu')).toBe('intra');
  });

  it('a Karnataka buyer, a blank one and an unknown one are inter-state', () => {
    expect(taxSplit('Karnataka', 'Tamil Nadu')).toBe('inter');
    expect(taxSplit('', 'Tamil Nadu')).toBe('inter');
    expect(taxSplit('Tamilnad', 'Tamil Nadu')).toBe('inter');
  });

  it('a seller written as its code matches its buyers', () => {
    expect(taxSplit('Karnataka', '29')).toBe('intra');
  });
});

describe('GSTIN validation uses the table', () => {
  it('accepts every state code in the table and 99', () => {
    for (const s of GST_STATE_LIST) expect(validateGstin(makeGstin(s.code, 'AAACR5055K')).ok).toBe(true);
  });
});
