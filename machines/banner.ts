// Add Banner Images (/addbanner) and Edit Banner Image (/editbanner/{banner_id}), sales §2, §5, §8; issue 34 item 1.
// The editor's route reads the banner first: a failed read is alerted once ("Error fetching banner details: {msg}",
// "Failed to load banner details!") and the form still takes a new picture. Submit with no file alerts "Please select
// an image!" (add) or "Please select an image to update!" (edit); the file is checked by its bytes (JPEG, PNG, WebP or
// GIF, core/image-type) and a refused one alerted as "Error: image: …" before any call; then it is sent as a base64
// data string (the button reads "Uploading..." / "Updating..."). Sent: "Banner added successfully!" /
// "Banner updated successfully!" and back to the list; refused: "Error: {msg}" ("Unexpected API response" when the
// server said nothing); no answer: "Something went wrong! Please try again.".
import { assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../core/api/result';
import { readBannerFile, type BannerFile } from './banner-file';

export const BANNER_MESSAGES = {
  pickAdd: 'Please select an image!',
  pickEdit: 'Please select an image to update!',
  added: 'Banner added successfully!',
  updated: 'Banner updated successfully!',
  failed: (msg: string) => `Error: ${msg}`,
  unexpected: 'Unexpected API response',
  network: 'Something went wrong! Please try again.',
  loadFailed: (msg: string) => `Error fetching banner details: ${msg}`,
  loadNetwork: 'Failed to load banner details!',
  unreadable: 'image: could not be read',
} as const;

export type BannerMode = 'add' | 'edit';

export interface BannerInput {
  mode: BannerMode;
  /** The editor's read of the banner, when it failed; undefined when it was read (or for a new banner). */
  loadFailure?: { network: true } | { network?: undefined; msg: string };
}

export interface BannerContext {
  mode: BannerMode;
  loadFailure: BannerInput['loadFailure'];
  /** The picture chosen; null for none. */
  file: Blob | null;
  /** The chosen picture as a data string, once read and checked. */
  dataUrl: string;
}

export type BannerEvent = { type: 'PICK'; file: Blob | null } | { type: 'SUBMIT' };

const refusalOf = (reply: ApiResult<unknown>): string =>
  reply.ok ? '' : reply.network ? BANNER_MESSAGES.network : reply.msg ? BANNER_MESSAGES.failed(reply.msg) : BANNER_MESSAGES.unexpected;

export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
    input: {} as BannerInput,
  },
  actors: {
    // The picture's bytes, checked and encoded (machines/banner-file.ts).
    readImage: fromPromise<BannerFile, Blob>(({ input }) => readBannerFile(input)),
    // The screen provides the real call (src/api/banners.ts addBanner or replaceBannerImage); tests provide their own.
    sendImage: fromPromise<ApiResult<unknown>, { dataUrl: string }>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the in-app alert, and the way back to the banner list.
    alert: (_, _params: { text: string }) => {},
    backToList: () => {},
  },
  guards: {
    loadFailed: ({ context }) => context.loadFailure !== undefined,
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'banner',
  context: ({ input }) => ({ mode: input.mode, loadFailure: input.loadFailure, file: null, dataUrl: '' }),
  initial: 'opening',
  on: {
    PICK: { actions: assign({ file: ({ event }) => event.file }) },
  },
  states: {
    opening: {
      always: [
        {
          guard: 'loadFailed',
          target: 'choosing',
          actions: {
            type: 'alert',
            params: ({ context }) => ({
              text: context.loadFailure?.network ? BANNER_MESSAGES.loadNetwork : BANNER_MESSAGES.loadFailed(context.loadFailure?.msg ?? ''),
            }),
          },
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        SUBMIT: [
          { guard: 'hasFile', target: 'reading' },
          { actions: { type: 'alert', params: ({ context }) => ({ text: context.mode === 'add' ? BANNER_MESSAGES.pickAdd : BANNER_MESSAGES.pickEdit }) } },
        ],
      },
    },
    reading: {
      invoke: {
        src: 'readImage',
        input: ({ context }) => context.file ?? new Blob(),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sending',
            actions: assign({ dataUrl: ({ event }) => (event.output.ok ? event.output.dataUrl : '') }),
          },
          {
            target: 'choosing',
            actions: { type: 'alert', params: ({ event }) => ({ text: BANNER_MESSAGES.failed(event.output.ok ? '' : event.output.reason) }) },
          },
        ],
        onError: { target: 'choosing', actions: { type: 'alert', params: { text: BANNER_MESSAGES.failed(BANNER_MESSAGES.unreadable) } } },
      },
    },
    sending: {
      invoke: {
        src: 'sendImage',
        input: ({ context }) => ({ dataUrl: context.dataUrl }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: [
              { type: 'alert', params: ({ context }) => ({ text: context.mode === 'add' ? BANNER_MESSAGES.added : BANNER_MESSAGES.updated }) },
              'backToList',
            ],
          },
          { target: 'choosing', actions: { type: 'alert', params: ({ event }) => ({ text: refusalOf(event.output) }) } },
        ],
        onError: { target: 'choosing', actions: { type: 'alert', params: { text: BANNER_MESSAGES.network } } },
      },
    },
    sent: { type: 'final' },
  },
});
