// Sharing a bill or a statement on WhatsApp (issue 33 item 5). Where the browser can share files (Web Share Level 2:
// navigator.canShare({ files })), the PDF goes to the system share sheet with the message; elsewhere the PDF is
// downloaded and WhatsApp opens (wa.me) with the message to the customer's mobile, to attach the PDF there.
import type { DocumentShare } from '../../core/share/document-share';
import type { PdfReply } from '../api/share';

const PDF = 'application/pdf';

/** The PDF and its share, or why there is none. */
export type SharedPdf = { ok: true; pdf: Blob; share: DocumentShare } | { ok: false; msg: string };

/** Whether this browser can hand a PDF to the system share sheet. */
export function canSharePdf(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'check.pdf', { type: PDF })] });
  } catch {
    return false;
  }
}

function download(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Shares the document whose PDF and message `load` fetches; answers what the status line says. The WhatsApp tab is
 * opened at once, while the key press still counts as the user's (a pop-up blocker lets it through), then sent to
 * wa.me once the message is known.
 */
export async function shareDocument(load: () => Promise<SharedPdf>): Promise<string> {
  const sheet = canSharePdf();
  const tab = sheet ? null : window.open('', '_blank');
  const loaded = await load();
  if (!loaded.ok) {
    tab?.close();
    return loaded.msg;
  }
  const { pdf, share } = loaded;
  if (sheet) {
    const file = new File([pdf], share.fileName, { type: PDF });
    try {
      await navigator.share({ files: [file], title: share.title, text: share.text });
      return `Shared ${share.title}.`;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'Share cancelled.';
      // The sheet refused (no app to share to): fall back to the download and WhatsApp.
    }
  }
  download(pdf, share.fileName);
  const whatsApp = tab ?? window.open('', '_blank');
  if (!whatsApp) return `Saved ${share.fileName}. The WhatsApp window was blocked: allow pop-ups for this site.`;
  whatsApp.opener = null;
  whatsApp.location.href = share.url;
  return `Saved ${share.fileName}: attach it in WhatsApp.`;
}

/** A PDF reply and the share built once it is there. */
export function withShare(reply: PdfReply, share: () => DocumentShare): SharedPdf {
  return reply.ok ? { ok: true, pdf: reply.pdf, share: share() } : reply;
}
