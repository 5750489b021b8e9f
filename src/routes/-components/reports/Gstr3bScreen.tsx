// /gstr3b?month=mm-yyyy (issue 30, palette "gstr3b this month"): the month's GSTR-3B working (Gstr3bTables) with
// GSTR-1's own 3.1(a) and 3.2 beside it and any difference named; which months' GSTR-1 is filed. Keys: Enter in Month
// shows it, J downloads the portal offline utility's JSON (GSTR3B_{mmyyyy}.json), Ctrl+P prints (/gstr3bprint), and the
// owner's Alt+Shift+F marks the month's GSTR-1 filed (Filed On, ARN) and Alt+Shift+U undoes it (a reason).
import '../../../styles/records.css';
import './reports.css';
import { AlertDialog, Button } from '@radix-ui/themes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toDmy, todayInKolkata } from '../../../../core/dates';
import { gstr3bPortalJson } from '../../../../core/gstr3b';
import { fetchGstr3b, markGstr1Filed, undoGstr1Filed, type Gstr3bWorking } from '../../../api/gstr3b';
import { newRequestId } from '../../../api/request-id';
import type { Command } from '../../../commands/types';
import { useCommandContext } from '../../../commands/useCommandContext';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { announce } from '../../../ui/status';
import { RecordHead } from '../records/RecordHead';
import { downloadText } from './download';
import { Gstr3bTables } from './Gstr3bTables';

const PRINT_WINDOW = 'kulir-gstr3b-print';
const thisMonth = (): string => {
  const today = todayInKolkata(new Date());
  return `${today.slice(5, 7)}-${today.slice(0, 4)}`;
};

interface DialogField {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  onChange(text: string): void;
}

/** A dialog of one or two fields (the first focused): Enter in any confirms, Esc cancels, No first in the buttons' order. */
function FieldsDialog(props: {
  open: boolean;
  busy: boolean;
  title: string;
  confirm: string;
  problem: string;
  fields: DialogField[];
  onCancel(): void;
  onConfirm(): void;
}) {
  const { open, busy, title, confirm, problem, fields, onCancel, onConfirm } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Content size="1" className="dialog-box rec-confirm">
        <AlertDialog.Title size="2">{title}</AlertDialog.Title>
        <AlertDialog.Description size="1" color="gray">
          Enter confirms; Esc cancels.
        </AlertDialog.Description>
        {fields.map((field, index) => (
          <label key={field.label} className="rec-field">
            {field.label}{' '}
            <input
              aria-label={field.label}
              autoFocus={index === 0}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              value={field.value}
              disabled={busy}
              onChange={(e) => field.onChange(e.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                onConfirm();
              }}
            />
          </label>
        ))}
        {problem && (
          <p className="rec-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <AlertDialog.Cancel>
            <Button size="1" variant="soft" color="gray" disabled={busy}>
              No
            </Button>
          </AlertDialog.Cancel>
          <Button size="1" disabled={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export function Gstr3bScreen({ month: initial }: { month?: string }) {
  const [monthText, setMonthText] = useState(initial ?? thisMonth());
  const [data, setData] = useState<Gstr3bWorking | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState('');
  const [dialog, setDialog] = useState<'file' | 'unfile' | null>(null);
  const [filedOn, setFiledOn] = useState(() => toDmy(todayInKolkata(new Date())));
  const [arn, setArn] = useState('');
  const [reason, setReason] = useState('');
  const [dialogProblem, setDialogProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const isOwner = useCommandContext().isOwner === true;
  const monthNow = useRef(monthText);
  monthNow.current = monthText;

  const show = useCallback(async (month: string) => {
    setLoading(true);
    const reply = await fetchGstr3b(month);
    setLoading(false);
    if (reply.ok) {
      setData(reply.body);
      setProblem('');
    } else {
      setData(null);
      setProblem(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
    }
  }, []);
  useEffect(() => {
    void show(monthNow.current);
  }, [show]);

  const download = useCallback(() => {
    if (!data) return;
    downloadText(`GSTR3B_${data.ret_period}.json`, JSON.stringify(gstr3bPortalJson(data), null, 2), 'application/json');
    announce(`GSTR-3B JSON of ${data.month} downloaded.`);
  }, [data]);
  const print = useCallback(() => {
    if (!data) return;
    if (window.open(`/gstr3bprint/${data.month}`, PRINT_WINDOW, 'popup,width=900,height=1000') === null)
      announce('The print window was blocked: allow pop-ups for this site.');
  }, [data]);
  const askFile = useCallback(() => {
    setDialogProblem('');
    setDialog('file');
  }, []);
  const askUnfile = useCallback(() => {
    setDialogProblem('');
    setReason('');
    setDialog('unfile');
  }, []);

  const confirm = async () => {
    if (!data || busy) return;
    setBusy(true);
    const reply =
      dialog === 'file'
        ? await markGstr1Filed({ month: data.month, filedOn, arn, requestId: newRequestId() })
        : await undoGstr1Filed({ month: data.month, reason, requestId: newRequestId() });
    setBusy(false);
    if (!reply.ok) {
      setDialogProblem(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
      return;
    }
    setDialog(null);
    announce(reply.msg);
    await show(data.month);
  };

  const commands = useMemo<Command[]>(
    () => [
      { id: 'gstr3b.json', title: 'GSTR-3B JSON', group: 'Screen', keywords: ['gstr3b', 'json', 'portal', 'download'], kbd: 'j', run: download },
      { id: 'gstr3b.print', title: 'Print', group: 'Screen', keywords: ['print', 'gstr3b'], kbd: 'ctrl+p', run: print },
      ...(isOwner
        ? [
            {
              id: 'gstr3b.file',
              title: 'Mark GSTR-1 Filed',
              group: 'Screen',
              keywords: ['filed', 'gstr1', 'arn'],
              kbd: 'alt+shift+f',
              run: askFile,
            } satisfies Command,
            {
              id: 'gstr3b.unfile',
              title: 'Undo GSTR-1 Filed',
              group: 'Screen',
              keywords: ['unfiled', 'undo filed'],
              kbd: 'alt+shift+u',
              run: askUnfile,
            } satisfies Command,
          ]
        : []),
    ],
    [download, print, isOwner, askFile, askUnfile],
  );
  useScreenCommands('gstr3b', commands);

  const filed = data?.filed ?? null;
  return (
    <section className="rec-screen gstr3b" aria-labelledby="gstr3b-title" aria-busy={loading}>
      <RecordHead id="gstr3b-title" title="GSTR-3B" />
      <div className="rec-tools rec-list gstr3b-filters">
        <label>
          Month{' '}
          <input
            aria-label="Month"
            className="rec-date"
            placeholder="mm-yyyy"
            maxLength={7}
            value={monthText}
            autoFocus
            onChange={(e) => setMonthText(e.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void show(monthText);
            }}
          />
        </label>
        <button type="button" className="rec-button" onClick={() => void show(monthText)}>
          Show <kbd aria-hidden="true">Enter</kbd>
        </button>
        <button type="button" className="rec-button" disabled={!data} onClick={download}>
          GSTR-3B JSON <kbd aria-hidden="true">J</kbd>
        </button>
        <button type="button" className="rec-button" disabled={!data} onClick={print}>
          Print <kbd aria-hidden="true">Ctrl+P</kbd>
        </button>
        {isOwner && data && !filed && (
          <button type="button" className="rec-button" onClick={askFile}>
            Mark GSTR-1 Filed <kbd aria-hidden="true">Alt+Shift+F</kbd>
          </button>
        )}
        {isOwner && filed && (
          <button type="button" className="rec-button" onClick={askUnfile}>
            Undo GSTR-1 Filed <kbd aria-hidden="true">Alt+Shift+U</kbd>
          </button>
        )}
      </div>
      {problem && (
        <p className="rec-error" role="alert">
          {problem}
        </p>
      )}
      {data && (
        <>
          <h2 className="gstr3b-heading">
            {data.month} · GSTIN {data.gstin || '—'} ·{' '}
            <span className="gstr3b-filed">
              {filed ? `GSTR-1 filed on ${filed.filed_on}${filed.arn ? ` (ARN ${filed.arn})` : ''}` : 'GSTR-1 not marked filed'}
            </span>
          </h2>
          {data.differences.length > 0 && (
            <div className="rec-error" role="alert" aria-label="Differences from GSTR-1">
              <p>3.1 and 3.2 differ from the GSTR-1 export of {data.month}:</p>
              <ul>
                {data.differences.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <Gstr3bTables data={data} />
          <p className="gstr3b-filed-months" aria-label="Filed months">
            Filed months: {data.filed_months.length === 0 ? 'none' : data.filed_months.map((f) => `${f.month} (filed ${f.filed_on})`).join(', ')}
          </p>
        </>
      )}
      <FieldsDialog
        open={dialog === 'file'}
        busy={busy}
        title={`Mark GSTR-1 for ${data?.month ?? ''} filed? Nothing dated in it can then be added, changed or cancelled.`}
        confirm="Yes, Mark Filed"
        problem={dialogProblem}
        onCancel={() => setDialog(null)}
        fields={[
          { label: 'Filed On', value: filedOn, maxLength: 10, placeholder: 'dd-mm-yyyy', onChange: setFiledOn },
          { label: 'ARN', value: arn, maxLength: 15, onChange: setArn },
        ]}
        onConfirm={() => void confirm()}
      />
      <FieldsDialog
        open={dialog === 'unfile'}
        busy={busy}
        title={`Undo the filing of GSTR-1 for ${data?.month ?? ''}? Bills can then be dated in it again.`}
        confirm="Yes, Undo Filed"
        problem={dialogProblem}
        onCancel={() => setDialog(null)}
        fields={[{ label: 'Reason', value: reason, maxLength: 200, onChange: setReason }]}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
