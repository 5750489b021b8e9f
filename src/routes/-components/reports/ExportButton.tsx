// "Export CSV" on a report: the rows the filters match (not only the page shown), with the screen's own columns.
import { toCsv } from '../../../../core/report-csv';
import { downloadText } from './download';

export function ExportButton({ fileName, header, rows, label = 'Export CSV' }: { fileName: string; header: readonly string[]; rows: () => Array<Array<string | number>>; label?: string }) {
  return (
    <button type="button" className="rec-button" onClick={() => downloadText(fileName, toCsv(header, rows()), 'text/csv;charset=utf-8')}>
      {label}
    </button>
  );
}
