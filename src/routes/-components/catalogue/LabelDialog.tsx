// Print Labels (issue 33 item 2): choose the label stock, how many copies of each product and, on a part-used A4
// sheet, the first free label; Enter moves from field to field and on the last one downloads the PDF, Esc closes.
import { Button, Dialog } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { labelledMessage } from '../../../../core/field-labels';
import { productLabelsBody, type ProductLabelsBody } from '../../../../core/labels/label-request';
import { LABEL_LAYOUTS, LABEL_SHEETS, type LabelLayout } from '../../../../core/labels/sheets';
import { downloadLabels } from '../../../api/labels';
import { nextFieldCommand } from '../../../commands/field-walk';
import { formatKbd } from '../../../commands/keys';
import type { DialogCommand } from '../../../commands/types';
import { useDialogCommands } from '../../../commands/useDialogCommands';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { announce } from '../../../ui/status';
import '../../../styles/labels.css';

/** What is labelled: products (each with the copies typed) or a purchase (one label per unit bought). */
export type LabelSource =
  { kind: 'products'; products: ReadonlyArray<{ product_id: string; product_name: string }> } | { kind: 'purchase'; purchaseId: string; units: number };

const LAST_LAYOUT = 'kulir.labels.layout';

function rememberedLayout(): LabelLayout {
  const kept = typeof localStorage === 'undefined' ? null : localStorage.getItem(LAST_LAYOUT);
  return (LABEL_LAYOUTS as readonly string[]).includes(kept ?? '') ? (kept as LabelLayout) : 'a4-65';
}

const LAYOUT_CHOICES = LABEL_LAYOUTS.map((layout) => ({ value: layout, label: LABEL_SHEETS[layout].title }));

/** Saves a downloaded file under its name, as the price list does. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** onClose(true) after the PDF was saved, onClose(false) when closed without it. */
/** The dialog scope "labels": Enter moves from field to field (the stock choice too) and on the last one downloads; Esc closes. */
export const labelCommands = (actions: { close(): void }): DialogCommand[] => [
  nextFieldCommand('labels'),
  { id: 'labels.cancel', title: 'Cancel', kbd: 'escape', run: () => actions.close() },
];

export function LabelDialog({ source, onClose }: { source: LabelSource | null; onClose(printed: boolean): void }) {
  const [layout, setLayout] = useState<LabelLayout>(rememberedLayout);
  const [copies, setCopies] = useState('1');
  const [start, setStart] = useState('1');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (source === null) return;
    setCopies('1');
    setStart('1');
    setError('');
  }, [source]);

  const sheet = layout !== 'roll-50x25';
  const perCopy = source === null ? 0 : source.kind === 'products' ? source.products.length : source.units;
  const copiesCount = /^\d+$/.test(copies.trim()) ? Number(copies.trim()) : 0;
  const count = source?.kind === 'products' ? perCopy * copiesCount : perCopy;

  const fail = (message: string) => {
    setError(message);
    announce(message);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || source === null) return;
    const body: ProductLabelsBody =
      source.kind === 'products'
        ? { layout, items: source.products.map((p) => ({ product_id: p.product_id, copies: copies.trim() })) }
        : { layout, purchase_id: source.purchaseId };
    if (sheet && start.trim() !== '' && start.trim() !== '1') body.start_position = start.trim();
    // The call's own schema checks the form first (copies, the 1,000 labels, the start place), in the screen's words.
    const parsed = productLabelsBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path.at(-1) === 'copies') return fail(`Copies: ${issue.message}`);
      return fail(labelledMessage('product_labels.php', issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid labels'));
    }
    setBusy(true);
    announce('Preparing the labels…');
    const reply = await downloadLabels(body);
    setBusy(false);
    if (!reply.ok) return fail(reply.msg);
    localStorage.setItem(LAST_LAYOUT, layout);
    saveFile(reply.pdf, reply.fileName);
    announce(`Saved ${reply.fileName} (${count} ${count === 1 ? 'label' : 'labels'})`);
    onClose(true);
  };

  const commands = labelCommands({ close: () => !busy && onClose(false) });
  const [nextField, cancel] = commands;
  const keys = useDialogCommands('labels', commands);

  const what =
    source === null
      ? ''
      : source.kind === 'purchase'
        ? `Purchase ${source.purchaseId}: ${source.units} ${source.units === 1 ? 'label' : 'labels'}, one per unit bought.`
        : source.products.length === 1
          ? `${source.products[0]?.product_name}: ${count} ${count === 1 ? 'label' : 'labels'}.`
          : `${source.products.length} products: ${count} labels.`;

  return (
    <Dialog.Root open={source !== null} onOpenChange={(open) => !open && !busy && onClose(false)}>
      <Dialog.Content
        ref={keys.ref}
        size="1"
        className="dialog-box labels-dialog"
        onEscapeKeyDown={(event) => {
          event.stopPropagation();
          keys.onEscapeKeyDown(event);
        }}
      >
        <Dialog.Title size="3">Print Labels</Dialog.Title>
        <Dialog.Description size="1" color="gray" className="labels-what">
          {what} {formatKbd(nextField.kbd)} moves on and downloads the PDF, {formatKbd(cancel.kbd)} closes.
        </Dialog.Description>
        <form className="labels-form" noValidate onSubmit={(e) => void submit(e)}>
          <div className="labels-row">
            <label htmlFor="labels-layout">Label Stock</label>
            <ChoiceSelect id="labels-layout" value={layout} options={LAYOUT_CHOICES} onChange={(v) => setLayout(v as LabelLayout)} autoFocus />
          </div>
          {source?.kind === 'products' && (
            <div className="labels-row">
              <label htmlFor="labels-copies">Copies</label>
              <input
                id="labels-copies"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={copies}
                onChange={(e) => setCopies(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          )}
          {sheet && (
            <div className="labels-row">
              <label htmlFor="labels-start">Start at Label</label>
              <input
                id="labels-start"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                value={start}
                onChange={(e) => setStart(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          )}
          <p className="form-error" role="alert">
            {error}
          </p>
          <div className="dialog-actions">
            <Dialog.Close>
              <Button type="button" size="1" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" size="1" disabled={busy}>
              {busy ? 'Preparing…' : 'Download PDF'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
