// /bannerlist, List of Banner Images (sales §2, §4, §8): rank and Active are edited here and saved only on Update,
// which sends every row at once (one banner_list_update.php call each, in parallel); delete asks first.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deleteBanner, fetchBanners, updateBannerRow, type BannerRecord } from '../../../api/banners';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { Checkbox } from '../../../ui/Checkbox';
import { announce } from '../../../ui/status';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { PathLink } from '../../../ui/records/PathLink';
import { Spinner } from '../../../ui/records/Spinner';
import { RecordHead } from '../records/RecordHead';
import '../../../styles/records.css';
import '../../../styles/admin.css';

export const BANNER_LIST_MESSAGES = {
  deleteWords: { text: 'Are you sure you want to delete this banner?', cancel: 'Cancel', confirm: 'Delete' },
  deleted: 'Banner deleted successfully',
  updated: 'Updated Successfully',
  empty: 'No Banners Found',
} as const;

type Edit = { rank: string; active: '1' | '0' };

export function BannerListScreen() {
  const [banners, setBanners] = useState<BannerRecord[] | null>(null);
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [reloads, setReloads] = useState(0);
  const [pending, setPending] = useState<BannerRecord | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchBanners().then((reply) => {
      if (!current) return;
      if (reply.ok) setBanners(Array.isArray(reply.body) ? reply.body : []);
      else {
        // Spec §8: a failed list load is only logged; the list stays empty.
        console.error('banner_list.php:', reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
        setBanners([]);
      }
      setEdits({});
    });
    return () => {
      current = false;
    };
  }, [reloads]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const edited = (b: BannerRecord): Edit => edits[b.banner_id] ?? { rank: b.rank, active: b.active };
  const edit = (b: BannerRecord, change: Partial<Edit>) => setEdits((e) => ({ ...e, [b.banner_id]: { ...edited(b), ...change } }));

  const update = async () => {
    if (!banners || busy || banners.length === 0) return;
    setBusy(true);
    const replies = await Promise.all(banners.map((b) => updateBannerRow({ banner_id: b.banner_id, ...edited(b) })));
    setBusy(false);
    const failed = replies.filter((r) => !r.ok);
    if (failed.length === 0) {
      showAlert(BANNER_LIST_MESSAGES.updated);
      reload();
      return;
    }
    // Spec §8: otherwise only logged; the status line names the first refusal.
    for (const r of failed) console.error('banner_list_update.php:', r.ok ? '' : r.network ? 'network error' : `${r.code} ${r.msg}`);
    const first = failed[0];
    announce(!first.ok && !first.network ? first.msg : 'Could not reach the server. Please try again.');
  };
  const updateRef = useRef(update);
  updateRef.current = update;
  const commands = useMemo<Command[]>(
    () => [
      { id: 'banners.update', title: 'Update', group: 'Screen', keywords: ['save', 'rank', 'active'], kbd: 'ctrl+s, f9', run: () => void updateRef.current() },
    ],
    [],
  );
  useScreenCommands('banners', commands);

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    const reply = await deleteBanner(pending.banner_id);
    setBusy(false);
    setPending(null);
    if (reply.ok) {
      showAlert(BANNER_LIST_MESSAGES.deleted);
      reload();
    } else console.error('banner_list_delete.php:', reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
  };

  return (
    <section className="rec-screen" aria-labelledby="banners-title">
      <RecordHead id="banners-title" title="List of Banner Images">
        <PathLink to="/addbanner" className="rec-action">
          Add New Banner
        </PathLink>
      </RecordHead>
      <table className="rec-table" aria-label="List of Banner Images" aria-busy={banners === null}>
        <thead>
          <tr>
            <th scope="col" className="num">
              S.No.
            </th>
            <th scope="col">Banners</th>
            <th scope="col">Rank</th>
            <th scope="col">Active</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {banners === null ? (
            <tr className="rec-placeholder">
              <td colSpan={5}>
                <Spinner />
              </td>
            </tr>
          ) : banners.length === 0 ? (
            <tr className="rec-placeholder">
              <td colSpan={5}>
                <span className="rec-empty">{BANNER_LIST_MESSAGES.empty}</span>
              </td>
            </tr>
          ) : (
            banners.map((b, index) => (
              <tr key={b.banner_id}>
                <td className="num rec-dim">{index + 1}</td>
                <td>
                  <img className="adm-banner" src={b.image} width={350} height={300} alt={`Banner ${index + 1}`} />
                </td>
                <td className="adm-rank">
                  <input
                    aria-label={`Rank of banner ${index + 1}`}
                    inputMode="numeric"
                    value={edited(b).rank}
                    onChange={(e) => edit(b, { rank: e.target.value.trim() })}
                  />
                </td>
                <td>
                  <Checkbox
                    label={`Active banner ${index + 1}`}
                    checked={edited(b).active === '1'}
                    onChange={(checked) => edit(b, { active: checked ? '1' : '0' })}
                  />
                </td>
                <td>
                  <span className="rec-links">
                    <PathLink to={`/editbanner/${b.banner_id}`} label={`Edit banner ${index + 1}`}>
                      Edit
                    </PathLink>
                    <button type="button" className="rec-delete" aria-label={`Delete banner ${index + 1}`} onClick={() => setPending(b)}>
                      Delete
                    </button>
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <div className="adm-bar">
        <button type="button" className="rec-button" disabled={busy || !banners || banners.length === 0} onClick={() => void update()}>
          {busy ? 'Updating…' : 'Update'}
        </button>
        <span className="rec-dim">Tab: next field · Space: tick Active · Ctrl+S: Update</span>
      </div>
      <ConfirmDialog
        open={pending !== null}
        words={BANNER_LIST_MESSAGES.deleteWords}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
