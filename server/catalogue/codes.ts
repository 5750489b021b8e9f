// Codes the shop did not type: retail product codes (RT-1001, …). (Imported products get no serial they did not bring.)
// Each is the prefix and the next number above every code of that shape already used.

export function nextCodes(prefix: string, used: Iterable<string>, count: number, width = 0): string[] {
  const shape = new RegExp(`^${prefix}-(\\d+)$`, 'i');
  let highest = 0;
  for (const code of used) {
    const match = shape.exec(code);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  const codes: string[] = [];
  for (let i = 1; i <= count; i += 1) codes.push(`${prefix}-${String(highest + i).padStart(width, '0')}`);
  return codes;
}

export const RETAIL_CODE_PREFIX = 'RT';
export const RETAIL_CODE_START = 1000;
