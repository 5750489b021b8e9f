// Issue 31 item 3: the IRP's answer to an uploaded e-invoice (IRN, Ack No and date, signed QR code) and the e-way bill
// number, as the owner gives them to kulir. The rules live here once: the call schemas (server/calls/irn.ts) and the
// attach forms both use them.
//
// The signed QR code is a JWT (header.payload.signature, each base64url) as the IRP issues it; its payload's `data` is
// a JSON string of the document's fields. kulir reads the payload only: it does NOT verify the IRP's signature (that
// needs the IRP's public key and proves nothing kulir acts on); it checks that the fields name this document.
// Field names of the IRP's answer (Irn, AckNo, AckDt, SignedQRCode, EwbNo, EwbDt) and of the QR's data (SellerGstin,
// BuyerGstin, DocNo, DocTyp, DocDt, TotInvVal, ItemCnt, MainHsnCode, Irn, IrnDt) as in the public e-invoice API
// clients that read them (ERPNext's india_compliance among them), read, not copied.
import { z } from 'zod';
import { isValidIsoDate } from './dates';
import type { Paise } from './money';

/** The IRN: a SHA-256 hash written as 64 hexadecimal characters. */
export const IRN_LENGTH = 64;
export const IRN_LENGTH_RULE = `must be ${IRN_LENGTH} characters (the IRN the IRP gave)`;
export const IRN_CHARACTERS_RULE = 'must be hexadecimal characters only: digits 0-9 and letters a-f';
/** The e-way bill number: 12 digits. */
export const EWB_NO_RULE = 'must be the 12-digit e-way bill number';
export const ACK_NO_RULE = 'must be digits only, at most 20 (the Ack No the IRP gave)';
export const DATE_TIME_RULE = 'must be a date and time such as 21-11-2026 11:02 (or as the IRP writes it: 2026-11-21 11:02:00)';
export const SIGNED_QR_SHAPE = 'must be the signed QR code as the IRP gave it: three parts separated by dots (a JWT)';
export const SIGNED_QR_UNREADABLE = "cannot be read: its middle part is not the IRP's payload (base64url JSON with a data field)";
export const SIGNED_QR_FIELDS = "cannot be read: its data lacks the document's fields (SellerGstin, DocNo, DocDt, Irn)";
/** At most what a QR code of the largest size holds in byte mode (version 40, level L). */
export const MAX_SIGNED_QR = 2953;

export const irnField = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .transform((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: 'is required' });
      else if (value.length !== IRN_LENGTH) ctx.addIssue({ code: 'custom', message: `${IRN_LENGTH_RULE}, not ${value.length}` });
      else if (!/^[0-9a-f]+$/i.test(value)) ctx.addIssue({ code: 'custom', message: IRN_CHARACTERS_RULE });
      return value.toLowerCase();
    });

export const ackNoField = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'is required' })
      .trim()
      .regex(/^\d{1,20}$/, { error: ACK_NO_RULE }),
  );

export const ewbNoField = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/\s/g, '') : v),
    z.string({ error: 'is required' }).regex(/^\d{12}$/, { error: EWB_NO_RULE }),
  );

/**
 * A date and time as the owner types it (dd-mm-yyyy hh:mm[:ss], or the date alone) or as the IRP writes it
 * (yyyy-mm-dd hh:mm:ss; the e-way bill portal's dd/mm/yyyy hh:mm:ss AM): kept as "yyyy-mm-dd hh:mm:ss".
 */
export function readDateTime(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AP]M))?)?$/i.exec(t);
  let y: string, m: string, d: string, hh: string | undefined, mm: string | undefined, ss: string | undefined, half: string | undefined;
  if (iso) [, y, m, d, hh, mm, ss] = iso;
  else if (dmy) [, d, m, y, hh, mm, ss, half] = dmy;
  else return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (!isValidIsoDate(date)) return null;
  let hour = Number(hh ?? 0);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  }
  const minute = Number(mm ?? 0);
  const second = Number(ss ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date} ${two(hour)}:${two(minute)}:${two(second)}`;
}

/** "2026-11-21 11:02:00" as the prints and screens show it: "21-11-2026 11:02". */
export function showDateTime(stored: string): string {
  const [date = '', time = ''] = stored.split(' ');
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}${time ? ` ${time.slice(0, 5)}` : ''}`;
}

export const dateTimeField = () =>
  z.string({ error: 'is required' }).transform((value, ctx) => {
    const read = readDateTime(value);
    if (read === null) {
      ctx.addIssue({ code: 'custom', message: value.trim() === '' ? 'is required' : DATE_TIME_RULE });
      return '';
    }
    return read;
  });

const qrData = z.object({
  SellerGstin: z.string(),
  BuyerGstin: z.string().optional(),
  DocNo: z.string(),
  DocTyp: z.string().optional(),
  DocDt: z.string(),
  TotInvVal: z.number().optional(),
  ItemCnt: z.number().optional(),
  MainHsnCode: z.string().optional(),
  Irn: z.string(),
  IrnDt: z.string().optional(),
});

export type SignedQrData = z.infer<typeof qrData>;

function base64UrlText(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  const b64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The signed QR's document fields, or why they cannot be read. The signature is not verified (see the top). */
export function readSignedQr(jwt: string): { ok: true; data: SignedQrData } | { ok: false; reason: string } {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return { ok: false, reason: SIGNED_QR_SHAPE };
  const text = base64UrlText(parts[1]);
  let payload: unknown;
  try {
    payload = text === null ? null : JSON.parse(text);
  } catch {
    payload = null;
  }
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return { ok: false, reason: SIGNED_QR_UNREADABLE };
  let data: unknown = payload.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return { ok: false, reason: SIGNED_QR_UNREADABLE };
    }
  }
  const parsed = qrData.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: SIGNED_QR_FIELDS };
}

export const signedQrField = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(MAX_SIGNED_QR, { error: `must be at most ${MAX_SIGNED_QR} characters` })
    .superRefine((value, ctx) => {
      const read = readSignedQr(value);
      if (!read.ok) ctx.addIssue({ code: 'custom', message: read.reason });
    });

/** The document as kulir exports it to the IRP: what its signed QR must name. */
export interface IrnDocument {
  /** "Bill no. 28", "Credit note CN-3": how messages name it. */
  name: string;
  sellerGstin: string;
  docNo: string;
  /** dd/mm/yyyy, as the e-invoice's DocDtls.Dt. */
  docDate: string;
  total: Paise;
}

/** Why the signed QR is not this document's (each mismatch its own words), or null when it is. */
export function signedQrMismatch(data: SignedQrData, doc: IrnDocument, irn: string): string | null {
  const gstin = doc.sellerGstin.trim().toUpperCase();
  if (data.SellerGstin.trim().toUpperCase() !== gstin) {
    return `signed_qr: this signed QR is for seller GSTIN ${data.SellerGstin}, not this shop's ${gstin}.`;
  }
  if (data.DocNo.trim().toUpperCase() !== doc.docNo.toUpperCase()) {
    return `signed_qr: this signed QR is for document no. ${data.DocNo}, not ${doc.name} (${doc.docNo}).`;
  }
  if (data.DocDt.trim() !== doc.docDate) {
    return `signed_qr: this signed QR is for a document dated ${data.DocDt}, but ${doc.name} is dated ${doc.docDate}.`;
  }
  if (data.TotInvVal !== undefined && Math.round(data.TotInvVal * 100) !== doc.total) {
    return `signed_qr: this signed QR is for a value of ₹${data.TotInvVal.toFixed(2)}, but ${doc.name} totals ₹${(doc.total / 100).toFixed(2)}.`;
  }
  if (data.Irn.trim().toLowerCase() !== irn.toLowerCase()) {
    return 'signed_qr: this signed QR carries another IRN than the one given.';
  }
  return null;
}

/** What the owner gives kulir from the IRP's answer. */
export interface IrpAnswer {
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr: string;
}

export const PORTAL_FILE_UNREADABLE = "This file is not the IRP's answer: it is not JSON with Irn, AckNo, AckDt and SignedQRCode.";

function pickAnswer(value: unknown): IrpAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const rec = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
  const irn = text(rec.Irn);
  const ackNo = text(rec.AckNo);
  const ackDt = text(rec.AckDt);
  const qr = text(rec.SignedQRCode);
  if (irn !== null && ackNo !== null && ackDt !== null && qr !== null) return { irn, ack_no: ackNo, ack_date: ackDt, signed_qr: qr };
  // The API's envelope: {"Status": 1, "Data": "<the answer as a JSON string>"}, or the answer under data/Data; a list.
  for (const inner of [rec.Data, rec.data, rec.result]) {
    if (typeof inner === 'string') {
      try {
        const found = pickAnswer(JSON.parse(inner));
        if (found) return found;
      } catch {
        continue;
      }
    } else if (inner !== undefined) {
      const found = pickAnswer(inner);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The IRP's answer as the portal or its API gives it (Irn, AckNo, AckDt, SignedQRCode; the API wraps it as a JSON string
 * in Data), read from the file the owner uploads: the fields to attach, or null when the file is not that.
 */
export function readPortalAnswer(text: string): IrpAnswer | null {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (Array.isArray(json)) return json.length === 1 ? pickAnswer(json[0]) : null;
  return pickAnswer(json);
}
