// /content, Contents Management, and /contentedit, its rich-text editor (back-office §2): headings 1-3, bold, italic,
// underline, link (http, https, mailto, tel only), ordered and bullet lists, clear formatting. The spec's editor does
// not save; this one saves for real through content_update.php, where the server cleans the HTML again.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { allowedLink } from '../../../../core/content-links';
import type { ApiResult } from '../../../api/client';
import { fetchContentPages, saveContentPage, type ContentPage, type ContentPageSummary } from '../../../api/content';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { announce } from '../../../ui/status';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { Spinner } from '../../../ui/records/Spinner';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { recordEdit, redo, shownHtml, startHistory, undo, type EditHistory } from './edit-history';
import '../../../styles/records.css';
import '../../../styles/admin.css';

export const CONTENT_MESSAGES = {
  saved: 'Content updated successfully!',
  failed: (msg: string) => `Failed to save content: ${msg}`,
  network: 'An error occurred while saving the content.',
  badLink: 'Links may only be http, https, mailto or tel.',
} as const;

export const contentEditPath = (pageId: string) => `/contentedit?page=${encodeURIComponent(pageId)}`;

export function ContentListScreen() {
  const [pages, setPages] = useState<ContentPageSummary[] | null>(null);
  useEffect(() => {
    let current = true;
    void fetchContentPages().then((reply) => {
      if (!current) return;
      if (!reply.ok) console.error('content_list.php:', reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
      setPages(reply.ok && Array.isArray(reply.body) ? reply.body : []);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="rec-screen" aria-labelledby="content-title">
      <RecordHead id="content-title" title="Contents Management" />
      {pages === null ? (
        <Spinner />
      ) : (
        <table className="rec-table" aria-label="Contents Management">
          <thead>
            <tr>
              <th scope="col" className="num">
                S.No.
              </th>
              <th scope="col">Page</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {pages.length === 0 ? (
              <tr className="rec-placeholder">
                <td colSpan={3}>
                  <span className="rec-empty">No Record found</span>
                </td>
              </tr>
            ) : (
              pages.map((page, index) => (
                <tr key={page.page_id}>
                  <td className="num rec-dim">{index + 1}</td>
                  <td className="rec-name">{page.title}</td>
                  <td>
                    <span className="rec-links">
                      <PathLink to={contentEditPath(page.page_id)} label={`Edit ${page.title}`}>
                        Edit
                      </PathLink>
                    </span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

type Tool = { id: string; label: string; keys: string; run(): void };

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

export function ContentEditScreen({ reply }: { reply: ApiResult<ContentPage> }) {
  const go = useGo();
  const editor = useRef<HTMLDivElement>(null);
  const [history, setHistory] = useState<EditHistory>(() => startHistory(reply.ok ? reply.body.html : ''));
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const selection = useRef<Range | null>(null);

  // The editor's DOM is the document; React writes it only on load, undo and redo.
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = reply.ok ? reply.body.html : '';
    exec('defaultParagraphSeparator', 'p');
  }, [reply]);

  const changed = () => setHistory((h) => recordEdit(h, editor.current?.innerHTML ?? '', Date.now()));
  const show = (next: EditHistory) => {
    setHistory(next);
    if (editor.current) editor.current.innerHTML = shownHtml(next);
  };
  const format = (command: string, value?: string) => {
    editor.current?.focus();
    exec(command, value);
    changed();
  };

  const openLink = () => {
    const current = window.getSelection();
    selection.current = current && current.rangeCount > 0 ? current.getRangeAt(0).cloneRange() : null;
    setLinkText('');
    setLinkProblem('');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const href = allowedLink(linkText);
    if (!href) {
      setLinkProblem(CONTENT_MESSAGES.badLink);
      return;
    }
    setLinkOpen(false);
    editor.current?.focus();
    const current = window.getSelection();
    if (selection.current && current) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
    if (current && !current.isCollapsed) exec('createLink', href);
    else {
      // Nothing was selected: the address itself becomes the link's text.
      const escaped = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      exec('insertHTML', `<a href="${escaped}">${escaped}</a>`);
    }
    changed();
  };

  const tools: Tool[] = [
    { id: 'h1', label: 'H1', keys: 'Ctrl+Alt+1', run: () => format('formatBlock', 'h1') },
    { id: 'h2', label: 'H2', keys: 'Ctrl+Alt+2', run: () => format('formatBlock', 'h2') },
    { id: 'h3', label: 'H3', keys: 'Ctrl+Alt+3', run: () => format('formatBlock', 'h3') },
    { id: 'bold', label: 'Bold', keys: 'Ctrl+B', run: () => format('bold') },
    { id: 'italic', label: 'Italic', keys: 'Ctrl+I', run: () => format('italic') },
    { id: 'underline', label: 'Underline', keys: 'Ctrl+U', run: () => format('underline') },
    { id: 'link', label: 'Link', keys: 'Alt+K', run: openLink },
    { id: 'ordered', label: 'Ordered list', keys: 'Ctrl+Shift+7', run: () => format('insertOrderedList') },
    { id: 'bullet', label: 'Bullet list', keys: 'Ctrl+Shift+8', run: () => format('insertUnorderedList') },
    {
      id: 'clean',
      label: 'Clear formatting',
      keys: 'Ctrl+\\',
      run: () => {
        format('removeFormat');
        format('unlink');
        format('formatBlock', 'p');
      },
    },
  ];
  const byId = (id: string) => tools.find((t) => t.id === id)?.run();

  const onEditorKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase();
    const ctrl = event.ctrlKey || event.metaKey;
    let handled = true;
    if (ctrl && event.altKey && ['1', '2', '3'].includes(event.key)) byId(`h${event.key}`);
    else if (ctrl && !event.shiftKey && key === 'z') show(undo(history));
    else if ((ctrl && event.shiftKey && key === 'z') || (ctrl && key === 'y')) show(redo(history));
    else if (ctrl && event.shiftKey && (event.code === 'Digit7' || key === '7' || key === '&')) byId('ordered');
    else if (ctrl && event.shiftKey && (event.code === 'Digit8' || key === '8' || key === '*')) byId('bullet');
    else if (ctrl && key === '\\') byId('clean');
    else if (event.altKey && !ctrl && key === 'k') byId('link');
    else if (ctrl && !event.altKey && ['b', 'i', 'u'].includes(key)) {
      // The browser's own bold/italic/underline; the history records the result.
      setTimeout(changed, 0);
      handled = false;
    } else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const save = async () => {
    if (!reply.ok || busy) return;
    setBusy(true);
    const result = await saveContentPage(reply.body.page_id, editor.current?.innerHTML ?? '');
    setBusy(false);
    if (!result.ok) {
      if (!result.network) announce(result.msg);
      return showAlert(result.network ? CONTENT_MESSAGES.network : CONTENT_MESSAGES.failed(result.msg));
    }
    // The page as the server keeps it, after its cleaning.
    if (editor.current) editor.current.innerHTML = result.body.html;
    setHistory((h) => recordEdit(h, result.body.html, Date.now() + 10_000));
    showAlert(result.msg || CONTENT_MESSAGES.saved);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  const commands = useMemo(() => formCommands('content-edit', { save: () => void saveRef.current(), back: () => go('/content') }), [go]);
  useScreenCommands('content-edit', commands);

  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby="content-edit-title">
        <RecordHead id="content-edit-title" title="Contents Management" />
        <LoadFailure reply={reply} back="/content" />
      </section>
    );
  }
  return (
    <section className="rec-screen" aria-labelledby="content-edit-title">
      <RecordHead id="content-edit-title" title={reply.body.title}>
        <PathLink to="/content" className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <div className="adm-editor-tools" role="toolbar" aria-label="Formatting">
        {tools.map((tool) => (
          <button
            key={tool.id}
            type="button"
            className="rec-button"
            title={`${tool.label} (${tool.keys})`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
      </div>
      {linkOpen && (
        <div className="rec-form adm-link">
          <div className="rec-field">
            <label htmlFor="content-link">Link address</label>
            <input
              id="content-link"
              autoFocus
              autoComplete="off"
              placeholder="https://… · mailto:… · tel:…"
              value={linkText}
              aria-invalid={linkProblem ? true : undefined}
              aria-describedby={linkProblem ? 'content-link-note' : undefined}
              onChange={(e) => {
                setLinkText(e.target.value);
                setLinkProblem('');
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  setLinkOpen(false);
                  editor.current?.focus();
                }
              }}
            />
            {linkProblem && (
              <span id="content-link-note" className="rec-field-note" role="alert">
                {linkProblem}
              </span>
            )}
          </div>
        </div>
      )}
      <div
        ref={editor}
        className="adm-editor"
        role="textbox"
        aria-multiline="true"
        aria-label={`${reply.body.title} content`}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={changed}
        onKeyDown={onEditorKeys}
      />
      <div className="adm-bar">
        <button type="button" className="rec-button" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <span className="rec-dim">Ctrl+S: Save · Ctrl+Z / Ctrl+Shift+Z: undo / redo · Esc: Back</span>
      </div>
    </section>
  );
}
