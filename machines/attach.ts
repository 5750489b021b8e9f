// Attaching the IRP's answer (IRN, Ack No, Ack Date, signed QR) to a bill or credit note, or a bill's e-way bill number
// (issue 31; issue 34 item 1). The fields are kept as typed; the IRP's answer file fills the IRN form (or says it is
// not that file, PORTAL_FILE_UNREADABLE). Attach clears the message and sends the form: the server's refusal shows in
// its words, no answer or a thrown error as "The server could not be reached."; an attached answer ends the form
// with what the server stored (the screen shows it). Attach is ignored while one is out.
import { assign, fromPromise, setup } from 'xstate';
import { PORTAL_FILE_UNREADABLE, readPortalAnswer } from '../core/irn';
import type { ApiResult } from '../core/api/result';
import { COMPLIANCE_WORDS, complianceFailure } from './compliance';

export type AttachFields = Record<string, string>;

export type AttachEvent = { type: 'FIELD'; name: string; value: string } | { type: 'FILE'; text: string } | { type: 'SAVE' };

export interface AttachContext {
  form: AttachFields;
  message: string;
}

/** One machine per form (IRN, e-way bill); the screen provides `attach` (src/api/compliance.ts), tests their own. */
export function createAttachMachine<Stored>() {
  return setup({
    types: {
      context: {} as AttachContext,
      events: {} as AttachEvent,
      input: {} as { empty: AttachFields },
    },
    actors: {
      attach: fromPromise<ApiResult<Stored>, AttachFields>(async () => ({ ok: false, network: true })),
    },
    actions: {
      // Provided by the screen: what the server stored, shown on the bill and the form closed.
      attached: (_, _params: { stored: Stored }) => {},
    },
  }).createMachine({
    id: 'attach',
    context: ({ input }) => ({ form: input.empty, message: '' }),
    initial: 'editing',
    on: {
      FIELD: { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.name]: event.value }) }) },
    },
    states: {
      editing: {
        on: {
          FILE: [
            {
              guard: ({ event }) => readPortalAnswer(event.text) !== null,
              actions: assign({ form: ({ context, event }) => ({ ...context.form, ...readPortalAnswer(event.text) }), message: '' }),
            },
            { actions: assign({ message: PORTAL_FILE_UNREADABLE }) },
          ],
          SAVE: { target: 'attaching', actions: assign({ message: '' }) },
        },
      },
      attaching: {
        invoke: {
          src: 'attach',
          input: ({ context }) => context.form,
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'attached',
              actions: { type: 'attached', params: ({ event }) => ({ stored: (event.output as { body: Stored }).body }) },
            },
            { target: 'editing', actions: assign({ message: ({ event }) => complianceFailure(event.output) }) },
          ],
          onError: { target: 'editing', actions: assign({ message: COMPLIANCE_WORDS.network }) },
        },
      },
      attached: { type: 'final' },
    },
  });
}
