// ageing_report.php's body (issue 29 item 3): party "customer" or "supplier"; as_of a date as dd-mm-yyyy, absent or
// blank for today. The server parses it and the /ageing screen builds it from the same rules.
import { z } from 'zod';
import { parseDmy, type IsoDate } from '../dates';
import { refuse, shown } from '../wire';

export const ageingReportBody = z.object({
  party: z.enum(['customer', 'supplier'], { error: 'must be "customer" or "supplier"' }),
  as_of: z
    .unknown()
    .optional()
    .transform((input, ctx): IsoDate | null => {
      if (input === undefined || input === null || input === '') return null;
      const iso = typeof input === 'string' ? parseDmy(input) : null;
      return iso ?? refuse(ctx, `must be a date as dd-mm-yyyy, not ${shown(input)}`);
    }),
});

export type AgeingReportBody = z.input<typeof ageingReportBody>;
