// /gstr3bprint/{mm-yyyy} (issue 30): the GSTR-3B working printed on A4, opened by Ctrl+P on /gstr3b. Like the other
// print pages: no chrome, "Loading..." until the month arrives, the print dialog 2 s later (machines/print.ts).
import { createPrintMachine } from '../../machines/print';
import { fetchGstr3b, type Gstr3bWorking } from '../api/gstr3b';
import { Gstr3bTables } from '../routes/-components/reports/Gstr3bTables';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import './print.css';

const gstr3bPrintMachine = createPrintMachine<Gstr3bWorking>();

export function Gstr3bPrintPage({ month }: { month: string }) {
  const { reply } = usePrintDocument({
    machine: gstr3bPrintMachine,
    load: () => fetchGstr3b(month),
    source: month,
    input: { titleOf: (data) => `GSTR3B_${data.ret_period}`, titleDuring: 'printing' },
    keyword: 'gstr3b',
  });
  return (
    <PrintSheet sheet="a4" reply={reply}>
      {(data) => (
        <article className="pr-gstr3b">
          <h1>GSTR-3B working · {data.month}</h1>
          <p>
            GSTIN {data.gstin || '—'} ·{' '}
            {data.filed ? `GSTR-1 filed on ${data.filed.filed_on}${data.filed.arn ? ` (ARN ${data.filed.arn})` : ''}` : 'GSTR-1 not marked filed'}
          </p>
          {data.differences.length > 0 && (
            <ul>
              {data.differences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <Gstr3bTables data={data} className="pr-table" />
        </article>
      )}
    </PrintSheet>
  );
}
