// Issue 31: a signed QR code as the IRP issues it (header.payload.signature, each base64url), made for tests: its
// signature is a test key's HMAC, which kulir does not verify (it checks only the document fields).
import { createHmac } from 'node:crypto';

export interface QrFields {
  SellerGstin: string;
  BuyerGstin?: string;
  DocNo: string;
  DocTyp?: string;
  DocDt: string;
  TotInvVal?: number;
  ItemCnt?: number;
  MainHsnCode?: string;
  Irn: string;
  IrnDt?: string;
}

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function signedQr(fields: QrFields): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', kid: 'TEST-KEY', typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({
      data: JSON.stringify({ BuyerGstin: '', DocTyp: 'INV', ItemCnt: 1, MainHsnCode: '841451', IrnDt: '2026-11-21 11:02:00', ...fields }),
      iss: 'NIC',
    }),
  );
  const signature = createHmac('sha256', 'kulir-test-key').update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A made-up IRN: 64 hexadecimal characters from a seed. */
export function testIrn(seed: string): string {
  return createHmac('sha256', 'kulir-test-irn').update(seed).digest('hex');
}
