// /addbanner (Add Banner Images) and /editbanner/{banner_id} (sales §2, §5, §8): a picture file, checked by its bytes
// and at most 2 MB, sent as a base64 data string. Submit reads "Uploading..." / "Updating..." while it is sent.
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { BANNER_MESSAGES, bannerMachine, type BannerInput, type BannerMode } from '../../../../machines/banner';
import { addBanner, replaceBannerImage, type BannerRecord } from '../../../api/banners';
import type { ApiResult } from '../../../api/client';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { RecordHead } from '../records/RecordHead';
import '../../../styles/records.css';
import '../../../styles/admin.css';

export { BANNER_MESSAGES };

const LIST = '/bannerlist';

/** The picture form of both screens; its flow is machines/banner.ts, handed the screen's call. */
function BannerForm({
  screen,
  mode,
  submitLabel,
  busyLabel,
  send: sendImage,
  loadFailure,
  current,
}: {
  screen: string;
  mode: BannerMode;
  submitLabel: string;
  busyLabel: string;
  send(dataUrl: string): Promise<ApiResult<BannerRecord>>;
  loadFailure?: BannerInput['loadFailure'];
  current?: string;
}) {
  const go = useGo();
  const machine = useMemo(
    () =>
      bannerMachine.provide({
        actors: { sendImage: fromPromise<ApiResult<unknown>, { dataUrl: string }>(({ input }) => sendImage(input.dataUrl)) },
        actions: { alert: (_, params) => showAlert(params.text), backToList: () => go(LIST) },
      }),
    [sendImage, go],
  );
  const [snapshot, send] = useMachine(machine, { input: { mode, loadFailure } });
  const { file } = snapshot.context;
  const busy = snapshot.matches('sending');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const commands = useMemo(() => formCommands(screen, { save: () => send({ type: 'SUBMIT' }), back: () => go(LIST) }), [screen, go, send]);
  useScreenCommands(screen, commands);

  return (
    <form
      className="rec-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {current && (
        <figure className="adm-figure">
          <img className="adm-banner" src={current} width={350} height={300} alt="Current banner" />
          <figcaption className="rec-dim">Current banner</figcaption>
        </figure>
      )}
      <div className="rec-field">
        <label htmlFor={`${screen}-image`}>Image</label>
        <input
          id={`${screen}-image`}
          type="file"
          accept="image/*"
          autoFocus
          onChange={(event) => send({ type: 'PICK', file: event.target.files?.[0] ?? null })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') go(LIST);
          }}
        />
        <span className="rec-field-note rec-hint">JPEG, PNG, WebP or GIF, at most 2 MB</span>
      </div>
      {preview && <img className="adm-banner" src={preview} width={350} height={300} alt="Chosen banner" />}
      <div className="rec-form-actions">
        <button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" disabled={busy} onClick={() => go(LIST)}>
          Cancel
        </button>
        <span className="rec-dim">Ctrl+S: Submit · Esc: Back</span>
      </div>
    </form>
  );
}

export function AddBannerScreen() {
  return (
    <section className="rec-screen" aria-labelledby="add-banner-title">
      <RecordHead id="add-banner-title" title="Add Banner Images">
        <PathLink to={LIST} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <BannerForm screen="add-banner" mode="add" submitLabel="Submit" busyLabel="Uploading..." send={addBanner} />
    </section>
  );
}

export function EditBannerScreen({ bannerId, reply }: { bannerId: string; reply: ApiResult<BannerRecord> }) {
  const replace = useCallback((image: string) => replaceBannerImage(bannerId, image), [bannerId]);
  return (
    <section className="rec-screen" aria-labelledby="edit-banner-title">
      <RecordHead id="edit-banner-title" title="Edit Banner Image">
        <PathLink to={LIST} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <BannerForm
        screen="edit-banner"
        mode="edit"
        submitLabel="Submit"
        busyLabel="Updating..."
        send={replace}
        loadFailure={reply.ok ? undefined : reply}
        current={reply.ok ? reply.body.image : undefined}
      />
    </section>
  );
}
