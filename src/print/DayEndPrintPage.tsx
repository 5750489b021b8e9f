// /dayendprint/{dd-mm-yyyy} (issue 32): the Day End report printed as a report, opened by Ctrl+P on /dayend. Like the
// other print pages: no chrome, "Loading..." until the day arrives, the print dialog 2 s later (machines/print.ts).
import { createPrintMachine } from '../../machines/print';
import { fetchDayEnd, type DayEndReport } from '../api/day-end';
import { DayEndDocument } from './DayEndDocument';
import { drawerFigures, type DayEndPrintRequest } from './day-end-print';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import './print.css';

const dayEndPrintMachine = createPrintMachine<DayEndReport>();

export function DayEndPrintPage({ date, userId, paper, opening, counted }: DayEndPrintRequest) {
  const { reply } = usePrintDocument({
    machine: dayEndPrintMachine,
    load: () => fetchDayEnd(date, userId, opening),
    source: `${date}/${userId}/${opening}`,
    input: { titleOf: (report) => `Day_End_${report.date}`, titleDuring: 'printing' },
    keyword: 'day end',
  });
  return (
    <PrintSheet sheet={paper === '80mm' ? 'receipt' : 'a4'} reply={reply}>
      {(report) => <DayEndDocument report={report} drawer={drawerFigures(report, counted)} paper={paper} />}
    </PrintSheet>
  );
}
