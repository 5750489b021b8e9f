// The import screens' flow (back-office §5, §7 Bulk, §8): choose a file, Import; no file gets the spec's words; the
// upload reports its progress; a refusal keeps the list of bad rows on screen; success goes on to the list.
import { assign, fromCallback, setup } from 'xstate';
import type { ImportIssue } from '../core/catalogue/import-rows';
import type { ImportResult } from '../core/api/import-result';

export const IMPORT_WORDS = {
  noFile: 'Please select an Excel file first.',
  invalid: 'Invalid response from the server.',
  unexpected: 'Unexpected response structure from API.',
  network: 'An error occurred while importing the file.',
} as const;

export interface ImportContext {
  file: File | null;
  /** Fraction of the file sent, 0…1; at 1 the server is checking and saving. */
  sent: number;
  refusal: { msg: string; errors: ImportIssue[] } | null;
}

export type ImportEvent =
  { type: 'CHOOSE'; file: File | null } | { type: 'IMPORT' } | { type: 'PROGRESS'; sent: number } | { type: 'FINISHED'; result: ImportResult };

type Finished = Extract<ImportEvent, { type: 'FINISHED' }>;

export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
  },
  actors: {
    // The screen provides the real upload (src/api/catalogue-files.ts): PROGRESS while sending, then FINISHED.
    uploadFile: fromCallback<ImportEvent, { file: File }>(({ sendBack }) => {
      sendBack({ type: 'FINISHED', result: { ok: false, kind: 'network' } });
    }),
  },
  actions: {
    // Provided by the screen: the in-app alert, and the list to go to after an import.
    tell: (_, _params: { text: string }) => {},
    goToList: () => {},
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    isImported: ({ event }) => (event as Finished).result.ok,
    isRefused: ({ event }) => {
      const { result } = event as Finished;
      return !result.ok && result.kind === 'refused';
    },
  },
}).createMachine({
  id: 'import',
  context: { file: null, sent: 0, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: { actions: assign({ file: ({ event }) => event.file, refusal: null }) },
        IMPORT: [{ guard: 'hasFile', target: 'sending' }, { actions: { type: 'tell', params: { text: IMPORT_WORDS.noFile } } }],
      },
    },
    sending: {
      entry: assign({ sent: 0, refusal: null }),
      invoke: { src: 'uploadFile', input: ({ context }) => ({ file: context.file as File }) },
      on: {
        PROGRESS: { actions: assign({ sent: ({ event }) => Math.min(1, Math.max(0, event.sent)) }) },
        FINISHED: [
          {
            guard: 'isImported',
            target: 'done',
            actions: [{ type: 'tell', params: ({ event }) => ({ text: event.result.ok ? event.result.msg : '' }) }, 'goToList'],
          },
          {
            guard: 'isRefused',
            target: 'idle',
            actions: [
              assign({
                refusal: ({ event }) => (!event.result.ok && event.result.kind === 'refused' ? { msg: event.result.msg, errors: event.result.errors } : null),
              }),
              { type: 'tell', params: ({ event }) => ({ text: !event.result.ok && event.result.kind === 'refused' ? event.result.msg : '' }) },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'tell',
              params: ({ event }) => ({ text: !event.result.ok && event.result.kind !== 'refused' ? IMPORT_WORDS[event.result.kind] : '' }),
            },
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
