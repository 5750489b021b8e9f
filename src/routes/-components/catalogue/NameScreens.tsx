// /brand, /addbrand, /editbrand/{brand_id}, /unit, /addunit, /editunit/{unit_id}.
import { useMemo } from 'react';
import { z } from 'zod';
import { formProblems } from '../../../../core/forms/form-problems';
import type { ApiResult } from '../../../api/client';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { announce } from '../../../ui/status';
import { LoadFailure } from '../records/BillParts';
import { DELETE_WORDS, ManagedListScreen } from '../records/ManagedListScreen';
import { RecordHead } from '../records/RecordHead';
import { CatalogueForm } from './CatalogueForm';
import type { NameKind, NameRow } from './name-kinds';

const nameHaystack = (row: NameRow) => haystack(row.name);

export function NameListScreen({ kind }: { kind: NameKind }) {
  const list = useClientList({ load: kind.load, what: kind.listPath, haystackOf: nameHaystack });
  const go = useGo();
  const first = firstSerial(list.page);
  const columns = useMemo<Column<NameRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'name', header: kind.column, className: 'rec-name', cell: (row) => row.name },
    ],
    [first, kind],
  );
  const remove = async (row: NameRow) => {
    const reply = await kind.remove(row.id);
    if (reply.ok) {
      announce(reply.msg || kind.messages.deleted);
      showAlert(kind.messages.deleted);
      list.reload();
    } else showAlert(reply.network ? kind.messages.deleteFailed : reply.msg || kind.messages.deleteFailed);
  };
  return (
    <ManagedListScreen<NameRow>
      screen={kind.screen}
      title={kind.listTitle}
      addPath={kind.addPath}
      addLabel={kind.addLabel}
      addAs={kind.addAs}
      list={list}
      columns={columns}
      actionLinks={(row) => (
        <PathLink to={kind.editPath(row.id)} tabIndex={-1}>
          Edit
        </PathLink>
      )}
      rowKey={(row) => row.id}
      labels={{ open: 'Edit', edit: 'Edit', remove: 'Delete' }}
      open={(row) => go(kind.editPath(row.id))}
      edit={(row) => go(kind.editPath(row.id))}
      remove={{ words: DELETE_WORDS, run: remove }}
    />
  );
}

type NameField = 'name';

/** The name's problem: the spec's own sentence for a blank one, else "<label> <rule>". */
function nameProblems(kind: NameKind, mode: 'add' | 'edit', values: Record<NameField, string>) {
  const label = kind.fieldLabel;
  return formProblems(z.object({ name: kind.nameRule(mode) }), values, {
    labels: { name: label },
    says: { name: (rule) => (values.name.trim() === '' ? rule : `${label} ${rule}`) },
  });
}

export function NameFormScreen({ kind, edit }: { kind: NameKind; edit?: { id: string; reply: ApiResult<NameRow> } }) {
  const go = useGo();
  const back = () => go(kind.listPath);
  const title = edit ? kind.editTitle : kind.addTitle;
  const save = async ({ name }: Record<NameField, string>) => {
    if (edit) {
      const reply = await kind.update(edit.id, name.trim());
      if (!reply.ok) return showAlert(reply.network ? kind.messages.updateNetwork : reply.msg || kind.messages.updateFailed);
      showAlert(kind.messages.updated);
    } else {
      const reply = await kind.add(name.trim());
      if (!reply.ok) return showAlert(reply.network ? kind.messages.addNetwork : reply.msg);
      showAlert(kind.messages.added);
    }
    back();
  };
  const form = (initial: string) => (
    <CatalogueForm<NameField>
      screen={`${kind.screen}-form`}
      fields={[{ name: 'name', label: kind.fieldLabel, required: true, maxLength: 100 }]}
      initial={{ name: initial }}
      validate={(values) => nameProblems(kind, edit ? 'edit' : 'add', values)}
      saveLabel={edit ? 'Update' : 'Submit'}
      backTo={kind.listPath}
      back={back}
      onSave={save}
    />
  );
  return (
    <section className="rec-screen" aria-labelledby={`${kind.screen}-form-title`}>
      <RecordHead id={`${kind.screen}-form-title`} title={title} />
      {!edit ? (
        form('')
      ) : edit.reply.ok ? (
        form(edit.reply.body.name)
      ) : kind.messages.fetchFailed ? (
        <LoadFailure reply={{ ok: false, code: 0, msg: kind.messages.fetchFailed }} back={kind.listPath} />
      ) : (
        <LoadFailure reply={edit.reply} back={kind.listPath} />
      )}
    </section>
  );
}
