// /importproducts, /importretailproduct, /importcustomer (back-office §2, §5, §7 Bulk): choose a .csv, .xlsx or .ods file,
// Import uploads it with a progress bar; a refused file lists every bad row; a good one goes on to its list.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromCallback } from 'xstate';
import { importColumnNotes, importExample, importExampleCsv, importExampleName } from '../../../../core/catalogue/import-example';
import type { ImportKind } from '../../../../core/catalogue/import-rows';
import { xlsxFile } from '../../../catalogue/xlsx-sheet';
import { IMPORT_WORDS, importMachine, type ImportEvent } from '../../../../machines/import';
import { importFile, type ImportPath } from '../../../api/catalogue-files';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { RecordHead } from '../records/RecordHead';
import '../../../styles/records.css';
import '../../../styles/catalogue.css';

interface ImportConfig {
  screen: string;
  title: string;
  call: ImportPath;
  columns: ImportKind;
  /** Where the user goes after an import, and where Back goes. */
  done: string;
  back: string;
}

export const IMPORTS: Record<ImportKind, ImportConfig> = {
  products: { screen: 'import-products', title: 'Import Products', call: 'import_excell.php', columns: 'products', done: '/products', back: '/products' },
  retail: {
    screen: 'import-retail',
    title: 'Import Retail Products',
    call: 'retail_import_excell.php',
    columns: 'retail',
    done: '/retailproduct',
    back: '/retailproduct',
  },
  customers: {
    screen: 'import-customers',
    title: 'Import Customer',
    call: 'import_excell_customer.php',
    columns: 'customers',
    done: '/customerlist',
    back: '/customerlist',
  },
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The example files as object URLs, made once per screen and let go when it closes. */
function useExampleFiles(kind: ImportKind): { csv: string; xlsx: string } {
  const urls = useMemo(
    () => ({
      csv: URL.createObjectURL(new Blob([importExampleCsv(kind)], { type: 'text/csv' })),
      xlsx: URL.createObjectURL(new Blob([xlsxFile(importExample(kind), 'Example')], { type: XLSX_TYPE })),
    }),
    [kind],
  );
  useEffect(
    () => () => {
      URL.revokeObjectURL(urls.csv);
      URL.revokeObjectURL(urls.xlsx);
    },
    [urls],
  );
  return urls;
}

/** Every column the import reads, required and optional, and the example file to start from. */
function ImportColumns({ kind, screen }: { kind: ImportKind; screen: string }) {
  const examples = useExampleFiles(kind);
  return (
    <section className="cat-import-columns" aria-labelledby={`${screen}-columns`}>
      <h2 id={`${screen}-columns`} className="cat-preview-title">
        Columns this import reads
      </h2>
      <table className="rec-table" aria-labelledby={`${screen}-columns`}>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">In the header row</th>
            <th scope="col">What goes in it</th>
          </tr>
        </thead>
        <tbody>
          {importColumnNotes(kind).map((c) => (
            <tr key={c.column}>
              <th scope="row">{c.column}</th>
              <td>{c.required ? 'Required' : 'Optional'}</td>
              <td>{c.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rec-dim">
        Example file with every column:{' '}
        <a href={examples.csv} download={importExampleName(kind, 'csv')}>
          Download example (.csv)
        </a>{' '}
        <a href={examples.xlsx} download={importExampleName(kind, 'xlsx')}>
          Download example (.xlsx)
        </a>
      </p>
    </section>
  );
}

export function ImportScreen({ kind }: { kind: ImportKind }) {
  const config = IMPORTS[kind];
  const go = useGo();
  const fileRef = useRef<HTMLInputElement>(null);
  const machine = useMemo(
    () =>
      importMachine.provide({
        actors: {
          uploadFile: fromCallback<ImportEvent, { file: File }>(({ sendBack, input }) => {
            void importFile(config.call, input.file, (sent) => sendBack({ type: 'PROGRESS', sent })).then((result) => sendBack({ type: 'FINISHED', result }));
          }),
        },
        actions: {
          tell: (_, params: { text: string }) => {
            showAlert(params.text);
            if (params.text === IMPORT_WORDS.noFile) fileRef.current?.focus();
          },
          goToList: () => go(config.done),
        },
      }),
    [config, go],
  );
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('sending');
  const { sent, refusal } = snapshot.context;

  const commands = useMemo(() => formCommands(config.screen, { save: () => send({ type: 'IMPORT' }), back: () => go(config.back) }), [config, go, send]);
  useScreenCommands(config.screen, commands);

  return (
    <section className="rec-screen" aria-labelledby={`${config.screen}-title`}>
      <RecordHead id={`${config.screen}-title`} title={config.title} />
      <form
        className="rec-form cat-import"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'IMPORT' });
        }}
      >
        <p className="rec-dim">A .csv, .xlsx or .ods file; the first row names the columns (listed below, in any order).</p>
        <div className="rec-field">
          <label htmlFor={`${config.screen}-file`}>Choose File</label>
          <input
            id={`${config.screen}-file`}
            ref={fileRef}
            type="file"
            accept=".csv,.txt,.xlsx,.ods,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet"
            autoFocus
            disabled={busy}
            onChange={(event) => send({ type: 'CHOOSE', file: event.target.files?.[0] ?? null })}
          />
        </div>
        {busy && sent < 1 && (
          <div className="cat-progress">
            <label htmlFor={`${config.screen}-progress`}>Uploading {Math.round(sent * 100)}%</label>
            <progress id={`${config.screen}-progress`} max={1} value={sent} />
          </div>
        )}
        {busy && sent >= 1 && (
          <div className="cat-progress">
            <label htmlFor={`${config.screen}-progress`}>Checking every row and saving…</label>
            <progress id={`${config.screen}-progress`} />
          </div>
        )}
        <div className="rec-form-actions">
          <PathLink to={config.back} className="rec-action">
            Back<kbd aria-hidden="true">Esc</kbd>
          </PathLink>
          <button type="submit" disabled={busy}>
            {busy ? 'Importing…' : 'Import'}
          </button>
          <span className="rec-dim">Ctrl+S: import</span>
        </div>
      </form>
      <ImportColumns kind={config.columns} screen={config.screen} />
      {refusal && (
        <section className="cat-refused" aria-labelledby={`${config.screen}-problems`}>
          <h2 id={`${config.screen}-problems`} className="cat-preview-title">
            {refusal.msg.split(':')[0]}
          </h2>
          {refusal.errors.length > 0 && (
            <table className="rec-table" aria-label="Rows with problems">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {refusal.errors.map((issue, index) => (
                  <tr key={`${issue.row}-${issue.column}-${index}`}>
                    <td className="num">{issue.row}</td>
                    <td>{issue.column}</td>
                    <td>{issue.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </section>
  );
}
