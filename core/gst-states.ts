// The GST states and union territories: one table for every state field, the tax split and the exports.

export type GstState = {
  /** The 2-digit code that starts a GSTIN and names a place of supply. */
  readonly code: string;
  readonly name: string;
  /** Other ways people write it: the vehicle-registration letters, old names, common spellings. */
  readonly aliases: readonly string[];
  /** A code that is no longer issued (25 merged into 26 in 2020; 28 split into 36 and 37 in 2014). */
  readonly legacy?: true;
};

export const GST_STATE_LIST: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['JK', 'J&K', 'Jammu Kashmir'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { code: '03', name: 'Punjab', aliases: ['PB'] },
  { code: '04', name: 'Chandigarh', aliases: ['CH'] },
  { code: '05', name: 'Uttarakhand', aliases: ['UK', 'UT', 'Uttaranchal'] },
  { code: '06', name: 'Haryana', aliases: ['HR'] },
  { code: '07', name: 'Delhi', aliases: ['DL', 'New Delhi', 'NCT of Delhi'] },
  { code: '08', name: 'Rajasthan', aliases: ['RJ'] },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar', aliases: ['BR'] },
  { code: '11', name: 'Sikkim', aliases: ['SK'] },
  { code: '12', name: 'Arunachal Pradesh', aliases: ['AR'] },
  { code: '13', name: 'Nagaland', aliases: ['NL'] },
  { code: '14', name: 'Manipur', aliases: ['MN'] },
  { code: '15', name: 'Mizoram', aliases: ['MZ'] },
  { code: '16', name: 'Tripura', aliases: ['TR'] },
  { code: '17', name: 'Meghalaya', aliases: ['ML'] },
  { code: '18', name: 'Assam', aliases: ['AS'] },
  { code: '19', name: 'West Bengal', aliases: ['WB'] },
  { code: '20', name: 'Jharkhand', aliases: ['JH'] },
  { code: '21', name: 'Odisha', aliases: ['OD', 'OR', 'Orissa'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['CG', 'CT', 'Chattisgarh'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat', aliases: ['GJ'] },
  { code: '25', name: 'Daman and Diu', aliases: [], legacy: true },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', aliases: ['DD', 'DN', 'DNHDD', 'Dadra and Nagar Haveli'] },
  { code: '27', name: 'Maharashtra', aliases: ['MH'] },
  { code: '28', name: 'Andhra Pradesh (Before Division)', aliases: [], legacy: true },
  { code: '29', name: 'Karnataka', aliases: ['KA'] },
  { code: '30', name: 'Goa', aliases: ['GA'] },
  { code: '31', name: 'Lakshadweep', aliases: ['LD'] },
  { code: '32', name: 'Kerala', aliases: ['KL'] },
  { code: '33', name: 'Tamil Nadu', aliases: ['TN'] },
  { code: '34', name: 'Puducherry', aliases: ['PY', 'Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['AN', 'Andaman and Nicobar'] },
  { code: '36', name: 'Telangana', aliases: ['TS', 'TG', 'Telengana'] },
  { code: '37', name: 'Andhra Pradesh', aliases: ['AP'] },
  { code: '38', name: 'Ladakh', aliases: ['LA'] },
  { code: '97', name: 'Other Territory', aliases: ['OT'] },
];

/** The codes a GSTIN may start with: the states, and 99 for the Centre's own registrations. */
export const GSTIN_STATE_CODES: ReadonlySet<string> = new Set([...GST_STATE_LIST.map((s) => s.code), '99']);

/** The states a person picks from: the current ones in code order, the legacy codes last. */
export const PICKABLE_STATES: readonly GstState[] = [...GST_STATE_LIST.filter((s) => !s.legacy), ...GST_STATE_LIST.filter((s) => s.legacy)];

/** "Tamil Nadu ", "TAMILNADU" and "tamil-nadu" fold alike; "&" reads as "and". */
export function foldStateText(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

const BY_CODE = new Map(GST_STATE_LIST.map((s) => [s.code, s]));
const BY_FOLDED = new Map<string, GstState>();
for (const state of GST_STATE_LIST) {
  for (const text of [state.name, ...state.aliases]) BY_FOLDED.set(foldStateText(text), state);
}

export function stateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

/**
 * The state a person or an old record meant: a name in any case and spacing, the registration letters ("TN"),
 * an old name ("Orissa"), the 2-digit code ("33", "3"), or the portal's "33-Tamil Nadu". Unknown or blank: null.
 */
export function resolveState(text: string | null | undefined): GstState | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const coded = /^(\d{1,2})(?:\s*-\s*(.*))?$/.exec(trimmed);
  if (coded) {
    const state = BY_CODE.get(coded[1].padStart(2, '0'));
    if (!state) return null;
    // "33-Tamil Nadu" must agree with itself; "33" alone is the code.
    if (coded[2] !== undefined && coded[2].trim() !== '' && resolveState(coded[2])?.code !== state.code) return null;
    return state;
  }
  return BY_FOLDED.get(foldStateText(trimmed)) ?? null;
}

/** The state a GSTIN's first two digits name (its other characters unchecked), or null. */
export function stateOfGstin(gstin: string): GstState | null {
  return BY_CODE.get(gstin.trim().slice(0, 2)) ?? null;
}

export type StateCheck = { ok: true; state: GstState | null } | { ok: false; message: string };

/** The messages read after the field's name ("state: …", "Row 3, State: …"). */
export const STATE_UNKNOWN_MESSAGE = (text: string): string => `"${text.trim()}" is not a GST state or union territory`;

/**
 * A state field's value against the table and, when a GSTIN is given, against the GSTIN's first two digits.
 * Blank state with a GSTIN: the GSTIN's state. Blank with neither: no state (ok, null), for fields where it is optional.
 */
export function checkState(stateText: string | null | undefined, gstin?: string | null): StateCheck {
  const fromGstin = gstin && gstin.trim() !== '' ? stateOfGstin(gstin) : null;
  if ((stateText ?? '').trim() === '') return { ok: true, state: fromGstin };
  const state = resolveState(stateText);
  if (!state) return { ok: false, message: STATE_UNKNOWN_MESSAGE(stateText ?? '') };
  if (fromGstin && fromGstin.code !== state.code) {
    return {
      ok: false,
      message: `${state.name} does not match the GSTIN, which is registered in ${fromGstin.name} (${fromGstin.code})`,
    };
  }
  return { ok: true, state };
}

/** The picker's matches for what was typed: names starting with it first, then names containing a word starting with it, then aliases and codes. */
export function matchStates(typed: string, states: readonly GstState[] = PICKABLE_STATES): GstState[] {
  const folded = foldStateText(typed);
  if (folded === '') return [...states];
  const exact = resolveState(typed);
  const ranked: Array<{ state: GstState; rank: number }> = [];
  for (const state of states) {
    const name = foldStateText(state.name);
    const words = state.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    let rank = -1;
    if (exact?.code === state.code) rank = 0;
    else if (name.startsWith(folded)) rank = 1;
    else if (words.some((w) => w.startsWith(folded))) rank = 2;
    else if (name.includes(folded)) rank = 3;
    else if (state.aliases.some((a) => foldStateText(a).startsWith(folded)) || state.code.startsWith(folded)) rank = 4;
    if (rank >= 0) ranked.push({ state, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.state);
}
