// A "... Management" list screen loaded whole once (customers, employees, suppliers, brands, units, purchases): the
// title line with its Add link (key A), then Search, the table with its Action column, the pager and the delete confirm.
import type { ReactNode } from 'react';
import type { ConfirmText } from '../../../ui/records/ConfirmDialog';
import type { Column } from '../../../ui/records/DataTable';
import type { ListLabels } from '../../../ui/records/list-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { listBinding, type ListState } from '../../../ui/records/list-binding';
import { RecordList, type RecordListProps } from '../../../ui/records/RecordList';
import { RecordHead } from './RecordHead';

/** The delete confirm of the back-office lists that only ask "Are you sure you want to delete?". */
export const DELETE_WORDS: ConfirmText = { text: 'Are you sure you want to delete?', cancel: 'No', confirm: 'Yes, Delete' };

/** What the screen shows of a useClientList list. */
export type ManagedListState<Row> = ListState<Row>;

export interface ManagedListScreenProps<Row> {
  /** Names the command scope and element ids; the title's id is `${screen}-title`. */
  screen: string;
  /** The screen title, also the table's label. */
  title: string;
  addPath: string;
  addLabel: string;
  /** The spec calls some Add controls a button (Add Unit, Add Purchase) and others a link; the role follows it. */
  addAs?: 'link' | 'button';
  list: ManagedListState<Row>;
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  actionLinks(row: Row): ReactNode;
  labels: Omit<ListLabels, 'add'>;
  open(row: Row): void;
  edit(row: Row): void;
  history?(row: Row): void;
  ledger?(row: Row): void;
  remove: RecordListProps<Row>['remove'];
  footer?: ReactNode;
  /** Shown under the list (a screen's own buttons). */
  children?: ReactNode;
}

export function ManagedListScreen<Row>({ screen, title, addPath, addLabel, addAs = 'link', list, labels, children, ...rest }: ManagedListScreenProps<Row>) {
  const go = useGo();
  const titleId = `${screen}-title`;
  const addContent = (
    <>
      {addLabel}
      <kbd aria-hidden="true">A</kbd>
    </>
  );
  return (
    <section className="rec-screen" aria-labelledby={titleId}>
      <RecordHead id={titleId} title={title}>
        {addAs === 'button' ? (
          <button type="button" className="rec-action" onClick={() => go(addPath)}>
            {addContent}
          </button>
        ) : (
          <PathLink to={addPath} className="rec-action">
            {addContent}
          </PathLink>
        )}
      </RecordHead>
      <RecordList<Row>
        {...rest}
        {...listBinding(list, 'Search')}
        screen={screen}
        tableLabel={title}
        emptyText="No Record found"
        labels={{ ...labels, add: addLabel }}
        add={() => go(addPath)}
      />
      {children}
    </section>
  );
}
