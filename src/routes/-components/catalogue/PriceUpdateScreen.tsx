// /updatelist and /updateretaillist (back-office §2, §7 Bulk): products grouped by category with inline cells; the
// changed rows are previewed, then one Save sends them all in one call (one transaction). The flow is
// machines/price-update.ts; this screen draws it, keeps the search and hands the machine its calls.
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import type { EditColumn } from '../../../../core/catalogue/price-edits';
import { createPriceUpdateMachine, pendingChanges, type PriceList, type PriceRow, type PriceSave } from '../../../../machines/price-update';
import type { ApiResult } from '../../../api/client';
import type { CategoryGroup } from '../../../api/catalogue';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { Spinner } from '../../../ui/records/Spinner';
import { RecordHead } from '../records/RecordHead';
import '../../../styles/records.css';
import '../../../styles/catalogue.css';

export { UPDATE_MESSAGES } from '../../../../machines/price-update';
/** Rows drawn at once; a search narrows a bigger catalogue. */
export const MAX_SHOWN = 400;

type BaseRow = PriceRow;

export interface PriceUpdateConfig<Row extends BaseRow> {
  screen: string;
  title: string;
  back: string;
  /** Extra identifying column shown before the cells (serial no). */
  idColumn?: { header: string; cell(row: Row): string };
  columns: ReadonlyArray<EditColumn<Row>>;
  load(): Promise<PriceList<Row>>;
  /** Each changed row as loaded, with its cells as edited. */
  save(rows: PriceSave<Row>): Promise<ApiResult<unknown>>;
}

export function PriceUpdateScreen<Row extends BaseRow>({ config }: { config: PriceUpdateConfig<Row> }) {
  const go = useGo();
  const machine = useMemo(
    () =>
      createPriceUpdateMachine<Row>().provide({
        actors: {
          load: fromPromise(() => config.load()),
          save: fromPromise(({ input }: { input: PriceSave<Row> }) => config.save(input)),
        },
        actions: {
          alert: (_, params) => showAlert(params.text),
          listFailed: (_, params) => console.error(`${config.screen}:`, params.text),
        },
      }),
    [config],
  );
  const [snapshot, send] = useMachine(machine, { input: { columns: config.columns } });
  const { groups, edits } = snapshot.context;
  const busy = snapshot.matches({ open: 'saving' });
  const [search, setSearch] = useState('');
  const tableRef = useRef<HTMLDivElement>(null);

  const allRows = useMemo(() => (groups ?? []).flatMap((g) => g.products), [groups]);
  const changes = useMemo(() => pendingChanges(snapshot.context), [snapshot.context]);
  const shownGroups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    let budget = MAX_SHOWN;
    const out: Array<CategoryGroup<Row>> = [];
    for (const group of groups ?? []) {
      const products = group.products
        .filter((p) => needle === '' || `${p.product_name} ${p.product_code} ${config.idColumn?.cell(p) ?? ''}`.toLowerCase().includes(needle))
        .slice(0, budget);
      budget -= products.length;
      if (products.length > 0) out.push({ category_name: group.category_name, products });
    }
    return out;
  }, [groups, search, config.idColumn]);
  const shownCount = shownGroups.reduce((n, g) => n + g.products.length, 0);

  const commands = useMemo(() => formCommands(config.screen, { save: () => send({ type: 'SAVE' }), back: () => go(config.back) }), [config, go, send]);
  useScreenCommands(config.screen, commands);

  const setCell = (productId: string, key: string, value: string) => send({ type: 'EDIT', productId, key, value });

  // ↑ ↓ and Enter move to the same cell of the row above or below, as in a spreadsheet.
  const onCellKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const delta =
      event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)
        ? 1
        : event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)
          ? -1
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    const column = event.currentTarget.dataset.column;
    const cells = [...(tableRef.current?.querySelectorAll<HTMLInputElement>(`input[data-column="${column}"]`) ?? [])];
    cells[cells.indexOf(event.currentTarget) + delta]?.focus();
  };

  const valueOf = (row: Row, key: keyof Row & string) => edits.get(row.product_id)?.[key] ?? String(row[key] ?? '');

  return (
    <section className="rec-screen" aria-labelledby={`${config.screen}-title`}>
      <RecordHead id={`${config.screen}-title`} title={config.title}>
        <PathLink to={config.back} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <div className="rec-tools">
        <div className="rec-search">
          <label htmlFor={`${config.screen}-search`}>Search</label>
          <input
            id={`${config.screen}-search`}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <span className="rec-dim">
          {groups === null
            ? ''
            : `${shownCount} of ${allRows.length} products shown${shownCount >= MAX_SHOWN ? ' (search to narrow)' : ''} · ↑ ↓ Enter: same column · Ctrl+S: save`}
        </span>
      </div>
      {groups === null ? (
        <Spinner />
      ) : (
        <div ref={tableRef} className="cat-update">
          {shownGroups.length === 0 && <span className="rec-empty">No Record found</span>}
          {shownGroups.map((group) => (
            <table key={group.category_name} className="rec-table cat-update-table" aria-label={group.category_name}>
              <caption className="cat-category">{group.category_name}</caption>
              <thead>
                <tr>
                  {config.idColumn && <th scope="col">{config.idColumn.header}</th>}
                  <th scope="col">Product Name</th>
                  {config.columns.map((c) => (
                    <th key={c.key} scope="col">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.products.map((row) => (
                  <tr key={row.product_id} className={edits.has(row.product_id) ? 'cat-edited' : undefined}>
                    {config.idColumn && <td>{config.idColumn.cell(row)}</td>}
                    <td className="rec-name">{row.product_name}</td>
                    {config.columns.map((c) => (
                      <td key={c.key}>
                        <input
                          className="cat-cell"
                          data-column={c.key}
                          data-kind={c.kind}
                          aria-label={`${c.header} of ${row.product_name}`}
                          inputMode={c.kind === 'money' ? 'decimal' : c.kind === 'code' ? undefined : 'numeric'}
                          value={valueOf(row, c.key)}
                          onChange={(event) => setCell(row.product_id, c.key, event.target.value)}
                          onKeyDown={onCellKey}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
      <section className="cat-preview" aria-labelledby={`${config.screen}-preview`}>
        <h2 id={`${config.screen}-preview`} className="cat-preview-title">
          Changed rows ({changes.length})
        </h2>
        {changes.length === 0 ? (
          <p className="rec-dim">No changes yet: edit a cell above.</p>
        ) : (
          <ul className="cat-preview-list">
            {changes.map((change) => (
              <li key={change.row.product_id} className={change.problems.length > 0 ? 'cat-bad' : undefined}>
                <strong>{change.row.product_name}</strong> {change.cells.map((cell) => `${cell.header} ${cell.before} → ${cell.after}`).join(' · ')}
                {change.problems.length > 0 && <span role="alert"> — {change.problems.join('; ')}</span>}
              </li>
            ))}
          </ul>
        )}
        <div className="rec-form-actions">
          <button type="button" className="rec-button" disabled={busy} onClick={() => send({ type: 'SAVE' })}>
            {busy ? 'Saving…' : `Save ${changes.length} change${changes.length === 1 ? '' : 's'}`}
          </button>
        </div>
      </section>
    </section>
  );
}
