import { describe, expect, it } from 'vitest';
import {
  irnField,
  readDateTime,
  readPortalAnswer,
  readSignedQr,
  showDateTime,
  SIGNED_QR_FIELDS,
  SIGNED_QR_SHAPE,
  SIGNED_QR_UNREADABLE,
  signedQrMismatch,
  type IrnDocument,
} from './irn';

// A test fixture as the IRP issues one (header.payload.signature, each base64url); the signature is made-up bytes, as
// kulir does not verify it.
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
function signedQr(fields: Record<string, unknown>): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', kid: 'TEST', typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({ data: JSON.stringify({ DocTyp: 'INV', ItemCnt: 1, MainHsnCode: '841451', IrnDt: '2026-11-21 11:02:00', ...fields }), iss: 'NIC' }),
  );
  return `${header}.${payload}.${b64url('test signature')}`;
}
const testIrn = (seed: string) => seed.repeat(64).slice(0, 64);
const IRN = testIrn('a1b2c3d4e5f6');
const SHOP = '33AAACK1234F1Z5';
const DOC: IrnDocument = { name: 'Bill no. 28', sellerGstin: SHOP, docNo: '28', docDate: '21/11/2026', total: 1_234_550 };
const QR = { SellerGstin: SHOP, BuyerGstin: '33AAACR5055K1ZE', DocNo: '28', DocDt: '21/11/2026', TotInvVal: 12345.5, Irn: IRN };

function data(jwt: string) {
  const read = readSignedQr(jwt);
  if (!read.ok) throw new Error(read.reason);
  return read.data;
}

describe('the signed QR (a JWT whose payload data is a JSON string)', () => {
  it('reads the document fields of the payload, whatever the signature', () => {
    const jwt = signedQr(QR);
    expect(data(jwt)).toMatchObject({ SellerGstin: SHOP, DocNo: '28', DocDt: '21/11/2026', TotInvVal: 12345.5, Irn: IRN, DocTyp: 'INV' });
    const [h, p] = jwt.split('.');
    expect(data(`${h}.${p}.bm90LWEtc2lnbmF0dXJl`)).toMatchObject({ Irn: IRN });
  });

  it('refuses what is not a JWT, a payload that is not JSON, and data without the fields', () => {
    expect(readSignedQr('abc.def')).toEqual({ ok: false, reason: SIGNED_QR_SHAPE });
    expect(readSignedQr('a..c')).toEqual({ ok: false, reason: SIGNED_QR_SHAPE });
    expect(readSignedQr('eyJ.bm90IGpzb24.c2ln')).toEqual({ ok: false, reason: SIGNED_QR_UNREADABLE });
    const noData = Buffer.from(JSON.stringify({ iss: 'NIC' })).toString('base64url');
    expect(readSignedQr(`eyJ.${noData}.c2ln`)).toEqual({ ok: false, reason: SIGNED_QR_UNREADABLE });
    const partial = Buffer.from(JSON.stringify({ data: JSON.stringify({ DocNo: '28' }) })).toString('base64url');
    expect(readSignedQr(`eyJ.${partial}.c2ln`)).toEqual({ ok: false, reason: SIGNED_QR_FIELDS });
  });

  it('matches the document kulir exported: seller GSTIN, number, date, value, IRN, each mismatch in its own words', () => {
    expect(signedQrMismatch(data(signedQr(QR)), DOC, IRN)).toBeNull();
    expect(signedQrMismatch(data(signedQr({ ...QR, SellerGstin: SHOP.toLowerCase() })), DOC, IRN.toUpperCase())).toBeNull();
    const { TotInvVal: _value, ...noValue } = QR;
    expect(signedQrMismatch(data(signedQr(noValue)), DOC, IRN)).toBeNull();
    expect(signedQrMismatch(data(signedQr({ ...QR, SellerGstin: '29AAACK1234F1Z5' })), DOC, IRN)).toBe(
      "signed_qr: this signed QR is for seller GSTIN 29AAACK1234F1Z5, not this shop's 33AAACK1234F1Z5.",
    );
    expect(signedQrMismatch(data(signedQr({ ...QR, DocNo: '29' })), DOC, IRN)).toBe('signed_qr: this signed QR is for document no. 29, not Bill no. 28 (28).');
    expect(signedQrMismatch(data(signedQr({ ...QR, DocDt: '22/11/2026' })), DOC, IRN)).toBe(
      'signed_qr: this signed QR is for a document dated 22/11/2026, but Bill no. 28 is dated 21/11/2026.',
    );
    expect(signedQrMismatch(data(signedQr({ ...QR, TotInvVal: 12345.51 })), DOC, IRN)).toBe(
      'signed_qr: this signed QR is for a value of ₹12345.51, but Bill no. 28 totals ₹12345.50.',
    );
    expect(signedQrMismatch(data(signedQr(QR)), DOC, testIrn('0f9e'))).toBe('signed_qr: this signed QR carries another IRN than the one given.');
  });
});

describe('the IRN', () => {
  it('is 64 hexadecimal characters, kept in lower case', () => {
    expect(irnField().parse(` ${IRN.toUpperCase()} `)).toBe(IRN);
    const short = irnField().safeParse(IRN.slice(1));
    expect(short.success ? '' : short.error.issues[0].message).toBe('must be 64 characters (the IRN the IRP gave), not 63');
    const letters = irnField().safeParse(`${IRN.slice(1)}g`);
    expect(letters.success ? '' : letters.error.issues[0].message).toBe('must be hexadecimal characters only: digits 0-9 and letters a-f');
  });
});

describe('dates and times', () => {
  it("reads the owner's and the IRP's forms into one", () => {
    expect(readDateTime('2026-11-21 11:02:00')).toBe('2026-11-21 11:02:00');
    expect(readDateTime('21-11-2026 11:02')).toBe('2026-11-21 11:02:00');
    expect(readDateTime('21-11-2026')).toBe('2026-11-21 00:00:00');
    expect(readDateTime('21/11/2026 03:15:00 PM')).toBe('2026-11-21 15:15:00');
    expect(readDateTime('31-02-2026 10:00')).toBeNull();
    expect(readDateTime('21-11-2026 24:00')).toBeNull();
    expect(readDateTime('yesterday')).toBeNull();
    expect(showDateTime('2026-11-21 11:02:00')).toBe('21-11-2026 11:02');
  });
});

describe("the IRP's answer uploaded as a file", () => {
  const answer = {
    AckNo: 172610098765432,
    AckDt: '2026-11-21 11:02:00',
    Irn: IRN,
    SignedInvoice: 'eyJ...',
    SignedQRCode: signedQr(QR),
    Status: 'ACT',
    EwbNo: null,
  };
  const expected = { irn: IRN, ack_no: '172610098765432', ack_date: '2026-11-21 11:02:00', signed_qr: answer.SignedQRCode };

  it('reads the answer as it stands, in the API envelope (Data a JSON string), or as a one-document list', () => {
    expect(readPortalAnswer(JSON.stringify(answer))).toEqual(expected);
    expect(readPortalAnswer(JSON.stringify({ Status: 1, ErrorDetails: null, Data: JSON.stringify(answer) }))).toEqual(expected);
    expect(readPortalAnswer(JSON.stringify({ data: answer }))).toEqual(expected);
    expect(readPortalAnswer(`\uFEFF${JSON.stringify([answer])}`)).toEqual(expected);
  });

  it('is null for anything else', () => {
    expect(readPortalAnswer('not json')).toBeNull();
    expect(readPortalAnswer(JSON.stringify({ Irn: IRN }))).toBeNull();
    expect(readPortalAnswer(JSON.stringify([answer, answer]))).toBeNull();
    expect(readPortalAnswer(JSON.stringify({ Status: 0, ErrorDetails: [{ ErrorCode: '2150', ErrorMessage: 'Duplicate IRN' }] }))).toBeNull();
  });
});
