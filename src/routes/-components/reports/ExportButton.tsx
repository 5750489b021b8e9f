// "Export CSV" on a report: the rows the filters match (not only the page shown), with the screen's own columns. With
// `screen`, X exports too (shown on the status line and in the palette).
import { useMemo, useRef } from 'react';
import { toCsv } from '../../../../core/report-csv';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import type { Command } from '../../../commands/types';
import { downloadText } from './download';

export interface ExportButtonProps {
  fileName: string;
  header: readonly string[];
  rows: () => Array<Array<string | number>>;
  /** The report's totals row, written last (core/report-csv). */
  totals?: () => Array<string | number>;
  label?: string;
  /** The screen whose key (X unless `kbd` says) also exports. */
  screen?: string;
  /** The key that exports, lower case; X when absent. */
  kbd?: string;
}

export function ExportButton({ fileName, header, rows, totals, label = 'Export CSV', screen, kbd = 'x' }: ExportButtonProps) {
  const latest = useRef({ fileName, header, rows, totals });
  latest.current = { fileName, header, rows, totals };
  const download = useMemo(
    () => () => {
      const { fileName: name, header: columns, rows: read, totals: sum } = latest.current;
      downloadText(name, toCsv(columns, read(), sum?.()), 'text/csv;charset=utf-8');
    },
    [],
  );
  const commands = useMemo<Command[]>(
    () => (screen ? [{ id: `${screen}.export-csv`, title: label, group: 'Screen', keywords: ['csv', 'export', 'download', 'excel'], kbd, run: download }] : []),
    [screen, label, kbd, download],
  );
  useScreenCommands(`${screen ?? 'report'}-export`, commands);
  return (
    <button type="button" className="rec-button" onClick={download}>
      {label}
      {screen && <kbd aria-hidden="true">{kbd.toUpperCase()}</kbd>}
    </button>
  );
}
