// Model-based tests of a bill's e-way bill and e-invoice panel and its attach forms (issue 21, issue 31; issue 34
// item 1). Small charts state what the user should see; @xstate/graph walks them, and every shortest path is replayed
// on the real machines, whose calls are answered by hand: done, refused, unanswered, or a thrown error.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor, type AnyActorRef } from 'xstate';
import type { ComplianceDetail } from '../../core/api/compliance';
import type { EwayBillPrint, IrnPrint } from '../../core/api/print-document';
import type { ApiResult } from '../../core/api/result';
import { PORTAL_FILE_UNREADABLE } from '../../core/irn';
import { createAttachMachine } from '../../machines/attach';
import { COMPLIANCE_WORDS, EMPTY_TRANSPORT, complianceMachine, type EwayJsonAsk } from '../../machines/compliance';

const IRN: IrnPrint = { irn: 'a'.repeat(64), ack_no: '112010036563310', ack_date: '05-12-2026 10:00', signed_qr: 'eyJ' } as IrnPrint;
const EWB: EwayBillPrint = { ewb_no: '331001234567', ewb_date: '05-12-2026 11:00' } as EwayBillPrint;
const DETAIL: ComplianceDetail = {
  order_id: '41',
  ewaybill_needed: true,
  ewaybill_threshold: '50000.00',
  einvoice: true,
  books_locked_until: '',
  irn: null,
  ewaybill: null,
};
const REFUSED = 'Pincode of the buyer is missing';
const PORTAL_JSON = { version: '1.0.0621', billLists: [] };

interface Call<In, Out> {
  input: In;
  settle: (reply: Out | Error) => void;
}

function hand<In, Out>(calls: Array<Call<In, Out>>) {
  return fromPromise<Out, In>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, settle: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) })),
  );
}

async function answer<Out>(
  actor: AnyActorRef,
  calls: Array<Call<unknown, Out>>,
  reply: Out | Error,
  busy: (s: ReturnType<AnyActorRef['getSnapshot']>) => boolean,
) {
  const call = calls.find((c) => !(c as { answered?: boolean }).answered);
  if (!call) throw new Error('no call is waiting');
  (call as { answered?: boolean }).answered = true;
  call.settle(reply);
  await waitFor(actor, (s) => !busy(s));
}

// ---------------------------------------------------------------- the panel

type Detail = 'unread' | 'b2b' | 'none';

interface PanelModelContext {
  detail: Detail;
  formOpen: boolean;
  attach: 'none' | 'irn' | 'eway';
  message: string;
  irnShown: boolean;
  ewbShown: boolean;
  /** The last file saved to disk. */
  lastFile: 'none' | 'ewaybill' | 'einvoice';
}

type PanelModelEvent =
  | { type: 'DETAIL_READ' }
  | { type: 'DETAIL_REFUSED' }
  | { type: 'DETAIL_NETWORK' }
  | { type: 'DETAIL_THREW' }
  | { type: 'TOGGLE_FORM' }
  | { type: 'ESC_FORM' }
  | { type: 'DOWNLOAD_EWAY' }
  | { type: 'DOWNLOAD_EINVOICE' }
  | { type: 'JSON_GIVEN' }
  | { type: 'JSON_REFUSED' }
  | { type: 'JSON_NETWORK' }
  | { type: 'JSON_THREW' }
  | { type: 'ATTACH_IRN' }
  | { type: 'ATTACH_EWAY' }
  | { type: 'CLOSE_ATTACH' }
  | { type: 'IRN_ATTACHED' }
  | { type: 'EWAY_ATTACHED' };

/** `part`: 'downloads' walks the JSON downloads and their failures; 'forms' the E-way Bill form and the attach forms. */
const panelModel = (part: 'downloads' | 'forms') =>
  setup({
    types: { context: {} as PanelModelContext, events: {} as PanelModelEvent },
    guards: {
      downloads: () => part === 'downloads',
      forms: () => part === 'forms',
      b2b: ({ context }) => context.detail === 'b2b',
      b2bDownloads: ({ context }) => part === 'downloads' && context.detail === 'b2b',
      b2bForms: ({ context }) => part === 'forms' && context.detail === 'b2b',
      attachIrn: ({ context }) => context.attach === 'irn',
      attachEway: ({ context }) => context.attach === 'eway',
    },
    actions: {
      unread: assign({ detail: 'none' as Detail }),
    },
  }).createMachine({
    id: 'panelModel',
    context: { detail: 'unread', formOpen: false, attach: 'none', message: '', irnShown: false, ewbShown: false, lastFile: 'none' },
    initial: 'reading',
    states: {
      // The first read is answered before anything else, as the panel's keys are pressed after it shows.
      reading: {
        on: {
          DETAIL_READ: { target: 'idle', actions: assign({ detail: 'b2b' }) },
          DETAIL_REFUSED: { target: 'idle', actions: 'unread' },
          DETAIL_NETWORK: { target: 'idle', actions: 'unread' },
          DETAIL_THREW: { target: 'idle', actions: 'unread' },
        },
      },
      idle: {
        on: {
          TOGGLE_FORM: { guard: 'forms', actions: assign({ formOpen: ({ context }) => !context.formOpen }) },
          ESC_FORM: { guard: 'forms', actions: assign({ formOpen: false }) },
          DOWNLOAD_EWAY: { guard: 'downloads', target: 'downloading', actions: assign({ message: '' }) },
          DOWNLOAD_EINVOICE: { guard: 'b2bDownloads', target: 'downloadingEInvoice', actions: assign({ message: '' }) },
          ATTACH_IRN: { guard: 'b2bForms', actions: assign({ attach: 'irn' }) },
          ATTACH_EWAY: { guard: 'forms', actions: assign({ attach: 'eway' }) },
          CLOSE_ATTACH: { guard: 'forms', actions: assign({ attach: 'none' }) },
          IRN_ATTACHED: { guard: 'attachIrn', actions: assign({ attach: 'none', irnShown: true, message: COMPLIANCE_WORDS.irnAttached }) },
          EWAY_ATTACHED: {
            guard: 'attachEway',
            actions: assign({ attach: 'none', ewbShown: ({ context }) => context.detail === 'b2b', message: COMPLIANCE_WORDS.ewayAttached }),
          },
        },
      },
      downloading: {
        on: {
          JSON_GIVEN: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.ewayDownloaded, lastFile: 'ewaybill' }) },
          JSON_REFUSED: { target: 'idle', actions: assign({ message: REFUSED }) },
          JSON_NETWORK: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.network }) },
          JSON_THREW: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.network }) },
        },
      },
      downloadingEInvoice: {
        on: {
          JSON_GIVEN: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.eInvoiceDownloaded, lastFile: 'einvoice' }) },
          JSON_REFUSED: { target: 'idle', actions: assign({ message: REFUSED }) },
          JSON_NETWORK: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.network }) },
          JSON_THREW: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.network }) },
        },
      },
    },
  });

class Panel {
  details: Array<Call<string, ApiResult<ComplianceDetail>>> = [];
  eways: Array<Call<EwayJsonAsk, ApiResult<unknown>>> = [];
  eInvoices: Array<Call<string, ApiResult<unknown>>> = [];
  files: Array<{ name: string; text: string }> = [];
  actor: Actor<typeof complianceMachine>;

  constructor() {
    const machine = complianceMachine.provide({
      actors: { readDetail: hand(this.details), ewayJson: hand(this.eways), eInvoiceJson: hand(this.eInvoices) },
      actions: { download: (_, params) => void this.files.push(params) },
    });
    this.actor = createActor(machine, { input: { orderId: '41', billNo: 'R-31' } }).start();
  }

  get snap() {
    return this.actor.getSnapshot();
  }

  readDetail(reply: ApiResult<ComplianceDetail> | Error) {
    return answer(this.actor, this.details, reply, (s) => s.matches({ detail: 'reading' }));
  }

  answerJson(reply: ApiResult<unknown> | Error) {
    const calls: Array<Call<unknown, ApiResult<unknown>>> = this.snap.matches({ download: 'ewayBill' }) ? this.eways : this.eInvoices;
    return answer(this.actor, calls, reply, (s) => !s.matches({ download: 'idle' }));
  }
}

describe.each(['downloads', 'forms'] as const)('e-way bill and e-invoice panel model (%s): every shortest path, run against the real machine', (part) => {
  const paths = createTestModel(panelModel(part)).getShortestPaths();

  const sees = (sut: Panel, c: PanelModelContext) => {
    const { context } = sut.snap;
    expect(context.detail?.einvoice ?? false).toBe(c.detail === 'b2b');
    expect(sut.snap.matches({ form: c.formOpen ? 'open' : 'shut' })).toBe(true);
    expect(sut.snap.matches({ attach: c.attach })).toBe(true);
    expect(context.message).toBe(c.message);
    expect(context.detail?.irn ?? null).toEqual(c.irnShown ? IRN : null);
    expect(context.detail?.ewaybill ?? null).toEqual(c.ewbShown ? EWB : null);
    expect(sut.files.at(-1)?.name ?? 'none').toBe(c.lastFile === 'none' ? 'none' : `${c.lastFile}-R-31.json`);
  };

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new Panel();
      await path.test({
        states: {
          reading: () => {
            expect(sut.snap.matches({ detail: 'reading' })).toBe(true);
            expect(sut.details.map((c) => c.input)).toEqual(['41']);
          },
          idle: (state) => {
            expect(sut.snap.matches({ detail: 'read', download: 'idle' })).toBe(true);
            sees(sut, state.context);
          },
          downloading: (state) => {
            expect(sut.snap.matches({ download: 'ewayBill' })).toBe(true);
            // The form goes as typed, for this bill.
            expect(sut.eways.at(-1)?.input).toEqual({ orderId: '41', form: { ...EMPTY_TRANSPORT, vehicle_no: 'TN58AB1234' } });
            sees(sut, state.context);
          },
          downloadingEInvoice: (state) => {
            expect(sut.snap.matches({ download: 'eInvoice' })).toBe(true);
            expect(sut.eInvoices.at(-1)?.input).toBe('41');
            sees(sut, state.context);
          },
        },
        events: {
          DETAIL_READ: () => sut.readDetail({ ok: true, msg: '', body: DETAIL }),
          DETAIL_REFUSED: () => sut.readDetail({ ok: false, code: 403, msg: 'Not allowed' }),
          DETAIL_NETWORK: () => sut.readDetail({ ok: false, network: true }),
          DETAIL_THREW: () => sut.readDetail(new Error('socket hang up')),
          TOGGLE_FORM: () => void (part === 'forms' && sut.actor.send({ type: 'TOGGLE_FORM' })),
          ESC_FORM: () => void (part === 'forms' && sut.actor.send({ type: 'CLOSE_FORM' })),
          DOWNLOAD_EWAY: () => {
            if (part !== 'downloads') return;
            sut.actor.send({ type: 'FIELD', name: 'vehicle_no', value: 'TN58AB1234' });
            sut.actor.send({ type: 'DOWNLOAD_EWAY' });
          },
          DOWNLOAD_EINVOICE: () => void (part === 'downloads' && sut.actor.send({ type: 'DOWNLOAD_EINVOICE' })),
          JSON_GIVEN: () => sut.answerJson({ ok: true, msg: '', body: PORTAL_JSON }),
          JSON_REFUSED: () => sut.answerJson({ ok: false, code: 400, msg: REFUSED }),
          JSON_NETWORK: () => sut.answerJson({ ok: false, network: true }),
          JSON_THREW: () => sut.answerJson(new Error('socket hang up')),
          ATTACH_IRN: () => void (part === 'forms' && sut.actor.send({ type: 'ATTACH_IRN' })),
          ATTACH_EWAY: () => void (part === 'forms' && sut.actor.send({ type: 'ATTACH_EWAY' })),
          CLOSE_ATTACH: () => void (part === 'forms' && sut.actor.send({ type: 'CLOSE_ATTACH' })),
          IRN_ATTACHED: () => {
            if (sut.snap.matches({ attach: 'irn' })) sut.actor.send({ type: 'IRN_ATTACHED', irn: IRN });
          },
          EWAY_ATTACHED: () => {
            if (sut.snap.matches({ attach: 'eway' })) sut.actor.send({ type: 'EWAY_ATTACHED', ewaybill: EWB });
          },
        },
      });
    });
  }

  it('the model reaches every state and every message', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    const W = COMPLIANCE_WORDS;
    expect(new Set(visited.map((state) => String(state.value)))).toEqual(
      new Set(part === 'downloads' ? ['reading', 'idle', 'downloading', 'downloadingEInvoice'] : ['reading', 'idle']),
    );
    expect(new Set(visited.map((state) => state.context.message))).toEqual(
      new Set(part === 'downloads' ? ['', REFUSED, W.network, W.ewayDownloaded, W.eInvoiceDownloaded] : ['', W.irnAttached, W.ewayAttached]),
    );
  });

  it('the downloaded files are named for the bill and hold the portal JSON', async () => {
    const sut = new Panel();
    await sut.readDetail({ ok: true, msg: '', body: DETAIL });
    sut.actor.send({ type: 'DOWNLOAD_EWAY' });
    await sut.answerJson({ ok: true, msg: '', body: PORTAL_JSON });
    sut.actor.send({ type: 'DOWNLOAD_EINVOICE' });
    await sut.answerJson({ ok: true, msg: '', body: PORTAL_JSON });
    expect(sut.files).toEqual([
      { name: 'ewaybill-R-31.json', text: JSON.stringify(PORTAL_JSON, null, 2) },
      { name: 'einvoice-R-31.json', text: JSON.stringify(PORTAL_JSON, null, 2) },
    ]);
  });
});

// ---------------------------------------------------------------- the attach forms

const PORTAL_ANSWER = JSON.stringify({ Irn: IRN.irn, AckNo: IRN.ack_no, AckDt: IRN.ack_date, SignedQRCode: IRN.signed_qr });
const EMPTY_IRN = { irn: '', ack_no: '', ack_date: '', signed_qr: '' };

interface AttachModelContext {
  filled: 'empty' | 'typed' | 'file';
  message: string;
}

type AttachModelEvent =
  | { type: 'TYPE' }
  | { type: 'FILE_READ' }
  | { type: 'FILE_UNREADABLE' }
  | { type: 'SAVE' }
  | { type: 'ATTACHED' }
  | { type: 'REFUSED' }
  | { type: 'NETWORK' }
  | { type: 'THREW' };

const attachModel = setup({ types: { context: {} as AttachModelContext, events: {} as AttachModelEvent } }).createMachine({
  id: 'attachModel',
  context: { filled: 'empty', message: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: { actions: assign({ filled: 'typed' }) },
        FILE_READ: { actions: assign({ filled: 'file', message: '' }) },
        FILE_UNREADABLE: { actions: assign({ message: PORTAL_FILE_UNREADABLE }) },
        SAVE: { target: 'attaching', actions: assign({ message: '' }) },
      },
    },
    attaching: {
      on: {
        ATTACHED: 'attached',
        REFUSED: { target: 'editing', actions: assign({ message: 'The signed QR code is not for this bill' }) },
        NETWORK: { target: 'editing', actions: assign({ message: COMPLIANCE_WORDS.network }) },
        THREW: { target: 'editing', actions: assign({ message: COMPLIANCE_WORDS.network }) },
      },
    },
    attached: { type: 'final' },
  },
});

const FORM_OF = {
  empty: EMPTY_IRN,
  typed: { ...EMPTY_IRN, irn: 'b'.repeat(64) },
  file: { irn: IRN.irn, ack_no: IRN.ack_no, ack_date: IRN.ack_date, signed_qr: IRN.signed_qr },
} as const;

describe('attach IRN model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(attachModel).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const calls: Array<Call<Record<string, string>, ApiResult<IrnPrint>>> = [];
      const stored: IrnPrint[] = [];
      const machine = createAttachMachine<IrnPrint>().provide({
        actors: { attach: hand(calls) },
        actions: { attached: (_, params) => void stored.push(params.stored) },
      });
      const actor = createActor(machine, { input: { empty: EMPTY_IRN } }).start();
      let sent: Record<string, string> = EMPTY_IRN;
      const reply = (r: ApiResult<IrnPrint> | Error) => answer(actor, calls, r, (s) => s.matches('attaching'));
      await path.test({
        states: {
          editing: (state) => {
            expect(actor.getSnapshot().value).toBe('editing');
            expect(actor.getSnapshot().context).toEqual({ form: FORM_OF[state.context.filled], message: state.context.message });
            expect(stored).toEqual([]);
          },
          attaching: (state) => {
            expect(actor.getSnapshot().value).toBe('attaching');
            expect(actor.getSnapshot().context.message).toBe('');
            sent = FORM_OF[state.context.filled];
            expect(calls.at(-1)?.input).toEqual(sent);
            // Attach again while one is out asks nothing more.
            const before = calls.length;
            actor.send({ type: 'SAVE' });
            expect(calls).toHaveLength(before);
          },
          attached: () => {
            expect(actor.getSnapshot().status).toBe('done');
            expect(stored).toEqual([IRN]);
          },
        },
        events: {
          TYPE: () => actor.send({ type: 'FIELD', name: 'irn', value: 'b'.repeat(64) }),
          FILE_READ: () => actor.send({ type: 'FILE', text: PORTAL_ANSWER }),
          FILE_UNREADABLE: () => actor.send({ type: 'FILE', text: '{"Irn": 1}' }),
          SAVE: () => actor.send({ type: 'SAVE' }),
          ATTACHED: () => reply({ ok: true, msg: '', body: IRN }),
          REFUSED: () => reply({ ok: false, code: 400, msg: 'The signed QR code is not for this bill' }),
          NETWORK: () => reply({ ok: false, network: true }),
          THREW: () => reply(new Error('socket hang up')),
        },
      });
    });
  }

  it('the e-way bill number form attaches the same way', async () => {
    const calls: Array<Call<Record<string, string>, ApiResult<EwayBillPrint>>> = [];
    const stored: EwayBillPrint[] = [];
    const machine = createAttachMachine<EwayBillPrint>().provide({
      actors: { attach: hand(calls) },
      actions: { attached: (_, params) => void stored.push(params.stored) },
    });
    const actor = createActor(machine, { input: { empty: { ewb_no: '', ewb_date: '' } } }).start();
    actor.send({ type: 'FIELD', name: 'ewb_no', value: EWB.ewb_no });
    actor.send({ type: 'SAVE' });
    await answer(actor, calls, { ok: false, code: 400, msg: 'E-way Bill No must be 12 digits' }, (s) => s.matches('attaching'));
    expect(actor.getSnapshot().context.message).toBe('E-way Bill No must be 12 digits');
    actor.send({ type: 'FIELD', name: 'ewb_date', value: EWB.ewb_date });
    actor.send({ type: 'SAVE' });
    await answer(actor, calls, { ok: true, msg: '', body: EWB }, (s) => s.matches('attaching'));
    expect(calls.map((c) => c.input)).toEqual([
      { ewb_no: EWB.ewb_no, ewb_date: '' },
      { ewb_no: EWB.ewb_no, ewb_date: EWB.ewb_date },
    ]);
    expect(stored).toEqual([EWB]);
  });
});
