// /importproducts, /importretailproduct, /importcustomer (back-office §2, §5, §7 Bulk): choose a .csv or .xlsx file,
// Import uploads it with a progress bar; a refused file lists every bad row; a good one goes on to its list.
import { useMemo, useRef, useState } from 'react';
import { IMPORT_COLUMNS, type ImportIssue, type ImportKind } from '../../../../core/catalogue/import-rows';
import { importFile, type ImportPath } from '../../../api/catalogue-files';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { RecordHead } from '../records/RecordHead';
import '../../../styles/records.css';
import '../../../styles/catalogue.css';

export const IMPORT_MESSAGES = {
  noFile: 'Please select an Excel file first.',
  invalid: 'Invalid response from the server.',
  unexpected: 'Unexpected response structure from API.',
  network: 'An error occurred while importing the file.',
} as const;

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
  retail: { screen: 'import-retail', title: 'Import Retail Products', call: 'retail_import_excell.php', columns: 'retail', done: '/retailproduct', back: '/retailproduct' },
  customers: { screen: 'import-customers', title: 'Import Customer', call: 'import_excell_customer.php', columns: 'customers', done: '/customerlist', back: '/customerlist' },
};

type Phase = { name: 'idle' } | { name: 'uploading'; sent: number } | { name: 'saving' } | { name: 'refused'; msg: string; errors: ImportIssue[] };

export function ImportScreen({ kind }: { kind: ImportKind }) {
  const config = IMPORTS[kind];
  const go = useGo();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const busy = phase.name === 'uploading' || phase.name === 'saving';

  const live = useRef({ file, busy });
  live.current = { file, busy };

  const run = async () => {
    const { file: chosen, busy: sending } = live.current;
    if (sending) return;
    if (!chosen) {
      showAlert(IMPORT_MESSAGES.noFile);
      fileRef.current?.focus();
      return;
    }
    setPhase({ name: 'uploading', sent: 0 });
    const result = await importFile(config.call, chosen, (sent) => setPhase(sent >= 1 ? { name: 'saving' } : { name: 'uploading', sent }));
    if (result.ok) {
      setPhase({ name: 'idle' });
      showAlert(result.msg);
      go(config.done);
      return;
    }
    if (result.kind === 'refused') {
      setPhase({ name: 'refused', msg: result.msg, errors: result.errors });
      showAlert(result.msg);
      return;
    }
    setPhase({ name: 'idle' });
    showAlert(IMPORT_MESSAGES[result.kind]);
  };
  const runRef = useRef(run);
  runRef.current = run;
  const commands = useMemo(() => formCommands(config.screen, { save: () => void runRef.current(), back: () => go(config.back) }), [config, go]);
  useScreenCommands(config.screen, commands);

  return (
    <section className="rec-screen" aria-labelledby={`${config.screen}-title`}>
      <RecordHead id={`${config.screen}-title`} title={config.title} />
      <form
        className="rec-form cat-import"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <p className="rec-dim">Columns: {IMPORT_COLUMNS[config.columns].join(', ')}. A .csv or .xlsx file; the first row names the columns.</p>
        <div className="rec-field">
          <label htmlFor={`${config.screen}-file`}>Choose File</label>
          <input
            id={`${config.screen}-file`}
            ref={fileRef}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            autoFocus
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPhase({ name: 'idle' });
            }}
          />
        </div>
        {phase.name === 'uploading' && (
          <div className="cat-progress">
            <label htmlFor={`${config.screen}-progress`}>Uploading {Math.round(phase.sent * 100)}%</label>
            <progress id={`${config.screen}-progress`} max={1} value={phase.sent} />
          </div>
        )}
        {phase.name === 'saving' && (
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
      {phase.name === 'refused' && (
        <section className="cat-refused" aria-labelledby={`${config.screen}-problems`}>
          <h2 id={`${config.screen}-problems`} className="cat-preview-title">
            {phase.msg.split(':')[0]}
          </h2>
          {phase.errors.length > 0 && (
            <table className="rec-table" aria-label="Rows with problems">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {phase.errors.map((issue, index) => (
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
