import { GST_STATES } from '../../../core/gstin';

/** The GST state code of a state name in core's table ("Tamil Nadu" → "33"). */
export function stateCode(state: string): string {
  const found = Object.entries(GST_STATES).find(([, name]) => name === state);
  if (!found) throw new RangeError(`no GST state code for "${state}"`);
  return found[0];
}
