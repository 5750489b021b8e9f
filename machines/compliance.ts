// The e-way bill and e-invoice panel on a GST or retail bill's details (issue 21, issue 31; issue 34 item 1). Four
// regions run side by side: the bill's compliance detail, read once (a detail it could not read shows nothing: no
// notice, no IRN, no e-invoice keys); the E-way Bill form, open or shut; which attach form is open (IRN, e-way bill);
// and the JSON downloads. A download clears the message, then says the portal's next step, or the server's refusal
// in its words, or "The server could not be reached." for no answer or a thrown error. Attaching (machines/attach.ts)
// shows the IRN or e-way bill number on the panel at once.
import { assign, fromPromise, setup } from 'xstate';
import type { ComplianceDetail, EwayTransportForm } from '../core/api/compliance';
import type { EwayBillPrint, IrnPrint } from '../core/api/print-document';
import type { ApiResult } from '../core/api/result';

export const COMPLIANCE_WORDS = {
  network: 'The server could not be reached.',
  ewayDownloaded: 'E-way bill JSON downloaded: upload it on the e-way bill portal (Generate Bulk).',
  eInvoiceDownloaded: 'E-invoice JSON downloaded: upload it on the IRP to get the IRN and QR code.',
  irnAttached: 'IRN attached: the printed invoice carries it and its QR code.',
  ewayAttached: 'E-way bill attached: the printed invoice carries it.',
} as const;

export const EMPTY_TRANSPORT: EwayTransportForm = {
  trans_mode: '1',
  vehicle_no: '',
  distance_km: '',
  transporter_id: '',
  transporter_name: '',
  trans_doc_no: '',
  trans_doc_date: '',
};

/** A refused or unanswered call in the words the panel and the attach forms show. */
export function complianceFailure(reply: ApiResult<unknown>): string {
  return reply.ok ? '' : reply.network ? COMPLIANCE_WORDS.network : reply.msg;
}

export interface ComplianceContext {
  orderId: string;
  /** The bill's number as printed ("28", "R-31"), for the file names. */
  billNo: string;
  detail: ComplianceDetail | null;
  form: EwayTransportForm;
  message: string;
}

export type ComplianceEvent =
  | { type: 'TOGGLE_FORM' }
  | { type: 'OPEN_FORM' }
  | { type: 'CLOSE_FORM' }
  | { type: 'FIELD'; name: keyof EwayTransportForm; value: string }
  | { type: 'DOWNLOAD_EWAY' }
  | { type: 'DOWNLOAD_EINVOICE' }
  | { type: 'ATTACH_IRN' }
  | { type: 'ATTACH_EWAY' }
  | { type: 'CLOSE_ATTACH' }
  | { type: 'IRN_ATTACHED'; irn: IrnPrint }
  | { type: 'EWAY_ATTACHED'; ewaybill: EwayBillPrint };

export interface EwayJsonAsk {
  orderId: string;
  form: EwayTransportForm;
}

const downloaded = (kind: 'ewaybill' | 'einvoice', billNo: string, body: unknown) => ({
  name: `${kind}-${billNo}.json`,
  text: JSON.stringify(body, null, 2),
});

export const complianceMachine = setup({
  types: {
    context: {} as ComplianceContext,
    events: {} as ComplianceEvent,
    input: {} as { orderId: string; billNo: string },
  },
  actors: {
    // The screen provides the real calls (src/api/compliance.ts); tests provide their own.
    readDetail: fromPromise<ApiResult<ComplianceDetail>, string>(async () => ({ ok: false, network: true })),
    ewayJson: fromPromise<ApiResult<unknown>, EwayJsonAsk>(async () => ({ ok: false, network: true })),
    eInvoiceJson: fromPromise<ApiResult<unknown>, string>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the portal's file saved to the user's disk.
    download: (_, _params: { name: string; text: string }) => {},
  },
  guards: {
    eInvoice: ({ context }) => context.detail?.einvoice === true,
  },
}).createMachine({
  id: 'compliance',
  context: ({ input }) => ({ orderId: input.orderId, billNo: input.billNo, detail: null, form: EMPTY_TRANSPORT, message: '' }),
  type: 'parallel',
  on: {
    FIELD: { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.name]: event.value }) }) },
  },
  states: {
    detail: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            src: 'readDetail',
            input: ({ context }) => context.orderId,
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'read',
                actions: assign({ detail: ({ event }) => (event.output.ok ? event.output.body : null) }),
              },
              { target: 'read' },
            ],
            onError: { target: 'read' },
          },
        },
        read: {},
      },
    },
    form: {
      initial: 'shut',
      states: {
        shut: { on: { TOGGLE_FORM: 'open', OPEN_FORM: 'open' } },
        open: { on: { TOGGLE_FORM: 'shut', CLOSE_FORM: 'shut' } },
      },
    },
    attach: {
      initial: 'none',
      on: {
        ATTACH_EWAY: '.eway',
        ATTACH_IRN: { guard: 'eInvoice', target: '.irn' },
        CLOSE_ATTACH: '.none',
        IRN_ATTACHED: {
          target: '.none',
          actions: assign({
            detail: ({ context, event }) => (context.detail ? { ...context.detail, irn: event.irn } : context.detail),
            message: COMPLIANCE_WORDS.irnAttached,
          }),
        },
        EWAY_ATTACHED: {
          target: '.none',
          actions: assign({
            detail: ({ context, event }) => (context.detail ? { ...context.detail, ewaybill: event.ewaybill } : context.detail),
            message: COMPLIANCE_WORDS.ewayAttached,
          }),
        },
      },
      states: { none: {}, irn: {}, eway: {} },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            DOWNLOAD_EWAY: { target: 'ewayBill', actions: assign({ message: '' }) },
            DOWNLOAD_EINVOICE: { guard: 'eInvoice', target: 'eInvoice', actions: assign({ message: '' }) },
          },
        },
        ewayBill: {
          invoke: {
            src: 'ewayJson',
            input: ({ context }) => ({ orderId: context.orderId, form: context.form }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: [
                  { type: 'download', params: ({ context, event }) => downloaded('ewaybill', context.billNo, event.output.ok ? event.output.body : null) },
                  assign({ message: COMPLIANCE_WORDS.ewayDownloaded }),
                ],
              },
              { target: 'idle', actions: assign({ message: ({ event }) => complianceFailure(event.output) }) },
            ],
            onError: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.network }) },
          },
        },
        eInvoice: {
          invoke: {
            src: 'eInvoiceJson',
            input: ({ context }) => context.orderId,
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: [
                  { type: 'download', params: ({ context, event }) => downloaded('einvoice', context.billNo, event.output.ok ? event.output.body : null) },
                  assign({ message: COMPLIANCE_WORDS.eInvoiceDownloaded }),
                ],
              },
              { target: 'idle', actions: assign({ message: ({ event }) => complianceFailure(event.output) }) },
            ],
            onError: { target: 'idle', actions: assign({ message: COMPLIANCE_WORDS.network }) },
          },
        },
      },
    },
  },
});
