// Bulk price update (/updatelist and /updateretaillist, back-office §2, §7 Bulk; issue 34 item 1). The list is read on
// open; a list that could not be read shows as empty ("No Record found"). Each typed cell is kept as typed; Save checks
// the changed rows before any call ("No changes made!", or the first bad row with its problems), then sends every
// changed row in one call. Saved: "Products updated successfully!", the edits are cleared and the list is read again
// (the rows stay shown meanwhile). Refused: the server's words (else "Failed to update products."); no answer or a
// thrown error: "Failed to update products.". Save is ignored while one is out.
import { assign, fromPromise, setup } from 'xstate';
import type { CategoryGroup } from '../core/api/catalogue';
import type { ApiResult } from '../core/api/result';
import { changedRows, editedRow, type Change, type EditColumn, type RowEdits } from '../core/catalogue/price-edits';

export const UPDATE_MESSAGES = { saved: 'Products updated successfully!', failed: 'Failed to update products.', none: 'No changes made!' } as const;

export interface PriceRow {
  product_id: string;
  product_name: string;
  product_code: string;
  category_name: string;
}

export type PriceList<Row> = ApiResult<{ update_productlist: Array<CategoryGroup<Row>> }>;

/** Each changed row as loaded, with its cells as edited (trimmed). */
export type PriceSave<Row> = Array<{ row: Row; values: Record<string, string> }>;

export interface PriceUpdateContext<Row> {
  columns: ReadonlyArray<EditColumn<Row>>;
  /** null until the first read has answered; [] when it could not be read. */
  groups: Array<CategoryGroup<Row>> | null;
  edits: ReadonlyMap<string, RowEdits>;
}

export type PriceUpdateEvent = { type: 'EDIT'; productId: string; key: string; value: string } | { type: 'SAVE' };

/** The changed rows of the list as it stands, in list order. */
export function pendingChanges<Row extends PriceRow>(context: PriceUpdateContext<Row>): Array<Change<Row>> {
  return changedRows(
    (context.groups ?? []).flatMap((g) => g.products),
    context.columns,
    context.edits,
  );
}

/** What Save says before any call, or undefined when the changes may go. */
export function saveProblem<Row extends PriceRow>(context: PriceUpdateContext<Row>): string | undefined {
  const changes = pendingChanges(context);
  if (changes.length === 0) return UPDATE_MESSAGES.none;
  const bad = changes.find((c) => c.problems.length > 0);
  return bad ? `${bad.row.product_name}: ${bad.problems.join('; ')}` : undefined;
}

function refusal(reply: ApiResult<unknown>): string {
  return reply.ok ? '' : reply.network ? UPDATE_MESSAGES.failed : reply.msg || UPDATE_MESSAGES.failed;
}

function listFailure(reply: PriceList<unknown>): string {
  return reply.ok ? '' : reply.network ? 'network error' : `${reply.code} ${reply.msg}`;
}

/** One machine per row type; the screen provides `load` and `save` (src/api/catalogue.ts), tests their own. */
export function createPriceUpdateMachine<Row extends PriceRow>() {
  return setup({
    types: {
      context: {} as PriceUpdateContext<Row>,
      events: {} as PriceUpdateEvent,
      input: {} as { columns: ReadonlyArray<EditColumn<Row>> },
    },
    actors: {
      load: fromPromise<PriceList<Row>>(async () => ({ ok: false, network: true })),
      save: fromPromise<ApiResult<unknown>, PriceSave<Row>>(async () => ({ ok: false, network: true })),
    },
    actions: {
      // Provided by the screen: the alert, and the console line for a list that could not be read.
      alert: (_, _params: { text: string }) => {},
      listFailed: (_, _params: { text: string }) => {},
    },
    guards: {
      mayGo: ({ context }) => saveProblem(context) === undefined,
    },
  }).createMachine({
    id: 'priceUpdate',
    context: ({ input }) => ({ columns: input.columns, groups: null, edits: new Map() }),
    initial: 'open',
    states: {
      open: {
        initial: 'reading',
        on: {
          EDIT: {
            actions: assign({
              edits: ({ context, event }) => {
                const next = new Map(context.edits);
                next.set(event.productId, { ...next.get(event.productId), [event.key]: event.value });
                return next;
              },
            }),
          },
          SAVE: [{ guard: 'mayGo', target: '.saving' }, { actions: { type: 'alert', params: ({ context }) => ({ text: saveProblem(context) ?? '' }) } }],
        },
        states: {
          /** The list read on open (groups null: the spinner) and again after a save (the rows stay shown and may be edited). */
          reading: {
            invoke: {
              src: 'load',
              onDone: [
                {
                  guard: ({ event }) => event.output.ok,
                  target: 'editing',
                  actions: assign({ groups: ({ event }) => (event.output.ok ? (event.output.body.update_productlist ?? []) : []) }),
                },
                {
                  target: 'editing',
                  actions: [assign({ groups: [] }), { type: 'listFailed', params: ({ event }) => ({ text: listFailure(event.output) }) }],
                },
              ],
              onError: { target: 'editing', actions: [assign({ groups: [] }), { type: 'listFailed', params: { text: 'network error' } }] },
            },
          },
          editing: {},
          saving: {
            on: { SAVE: {} },
            invoke: {
              src: 'save',
              input: ({ context }) =>
                pendingChanges(context).map((c) => ({ row: c.row, values: editedRow(c.row, context.columns, context.edits.get(c.row.product_id)) })),
              onDone: [
                {
                  guard: ({ event }) => event.output.ok,
                  target: 'reading',
                  actions: [{ type: 'alert', params: { text: UPDATE_MESSAGES.saved } }, assign({ edits: () => new Map<string, RowEdits>() })],
                },
                { target: 'editing', actions: { type: 'alert', params: ({ event }) => ({ text: refusal(event.output) }) } },
              ],
              onError: { target: 'editing', actions: { type: 'alert', params: { text: UPDATE_MESSAGES.failed } } },
            },
          },
        },
      },
    },
  });
}
