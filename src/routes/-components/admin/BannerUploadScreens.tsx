// /addbanner (Add Banner Images) and /editbanner/{banner_id} (sales §2, §5, §8): a picture file, checked by its bytes
// and at most 2 MB, sent as a base64 data string. Submit reads "Uploading..." / "Updating..." while it is sent.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { addBanner, replaceBannerImage, type BannerRecord } from '../../../api/banners';
import type { ApiResult } from '../../../api/client';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { RecordHead } from '../records/RecordHead';
import { readBannerFile } from './banner-file';
import '../../../styles/records.css';
import '../../../styles/admin.css';

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
} as const;

const LIST = '/bannerlist';

function BannerForm({
  screen,
  missing,
  submitLabel,
  busyLabel,
  send,
  done,
  current,
}: {
  screen: string;
  missing: string;
  submitLabel: string;
  busyLabel: string;
  send(dataUrl: string): Promise<ApiResult<BannerRecord>>;
  done: string;
  current?: string;
}) {
  const go = useGo();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const submit = async () => {
    if (busy) return;
    if (!file) return showAlert(missing);
    const read = await readBannerFile(file);
    if (!read.ok) return showAlert(BANNER_MESSAGES.failed(read.reason));
    setBusy(true);
    const reply = await send(read.dataUrl);
    setBusy(false);
    if (reply.ok) {
      showAlert(done);
      go(LIST);
    } else if (reply.network) showAlert(BANNER_MESSAGES.network);
    else showAlert(reply.msg ? BANNER_MESSAGES.failed(reply.msg) : BANNER_MESSAGES.unexpected);
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const commands = useMemo(() => formCommands(screen, { save: () => void submitRef.current(), back: () => go(LIST) }), [screen, go]);
  useScreenCommands(screen, commands);

  return (
    <form
      className="rec-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
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
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
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
      <BannerForm
        screen="add-banner"
        missing={BANNER_MESSAGES.pickAdd}
        submitLabel="Submit"
        busyLabel="Uploading..."
        send={addBanner}
        done={BANNER_MESSAGES.added}
      />
    </section>
  );
}

export function EditBannerScreen({ bannerId, reply }: { bannerId: string; reply: ApiResult<BannerRecord> }) {
  useEffect(() => {
    if (!reply.ok) showAlert(reply.network ? BANNER_MESSAGES.loadNetwork : BANNER_MESSAGES.loadFailed(reply.msg));
  }, [reply]);
  return (
    <section className="rec-screen" aria-labelledby="edit-banner-title">
      <RecordHead id="edit-banner-title" title="Edit Banner Image">
        <PathLink to={LIST} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <BannerForm
        screen="edit-banner"
        missing={BANNER_MESSAGES.pickEdit}
        submitLabel="Submit"
        busyLabel="Updating..."
        send={(image) => replaceBannerImage(bannerId, image)}
        done={BANNER_MESSAGES.updated}
        current={reply.ok ? reply.body.image : undefined}
      />
    </section>
  );
}
