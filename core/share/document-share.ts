// Sharing a bill or a statement of account on WhatsApp (issue 33 item 5): the message beside the PDF — the bill's
// printed number with its series ("GST 103", "R-31"), its amount and what is due (₹, Indian grouping), the UPI link its
// printed QR carries — and the wa.me link to the customer's mobile (none usable: a link that lets WhatsApp ask).
import { billName, type SalesBillKind } from '../bill-series';
import { formatMoney, type Paise } from '../money';
import { upiPayLink } from '../upi';
import { whatsAppLink, whatsAppNumber } from './whatsapp-link';

export interface DocumentShare {
  /** The PDF's file name, as shared or downloaded. */
  fileName: string;
  /** The share sheet's title. */
  title: string;
  text: string;
  /** https://wa.me/91XXXXXXXXXX?text=…, or https://wa.me/?text=… without a usable mobile. */
  url: string;
}

export interface BillShareInput {
  shopName: string;
  partyName: string;
  /** As stored: may carry +91, spaces or a leading 0, or be blank. */
  mobile: string;
  kind: SalesBillKind;
  billNo: string | number;
  /** dd-mm-yyyy. */
  date: string;
  total: Paise;
  due: Paise;
  /** The bill's upi://pay link as its printed QR carries it; '' when the bill has no QR. */
  upiLink: string;
}

/** What the message says about a bill. */
export function billShareText(input: Omit<BillShareInput, 'mobile'>): string {
  const name = billName(input.kind, input.billNo);
  const lines = [`Dear ${input.partyName},`, `Your bill ${name} dated ${input.date} from ${input.shopName}: amount ${formatMoney(input.total)}.`];
  lines.push(input.due > 0 ? `Due: ${formatMoney(input.due)}.` : 'Paid in full. Nothing is due.');
  if (input.due > 0 && input.upiLink !== '') lines.push(`Pay by UPI: ${input.upiLink}`);
  lines.push('The bill is attached as a PDF. Thank you.');
  return lines.join('\n');
}

/** The bill PDF's file name: Bill_GST-103.pdf, Bill_R-31.pdf. */
export function billFileName(kind: SalesBillKind, billNo: string | number): string {
  return `Bill_${billName(kind, billNo).replace(/\s+/g, '-')}.pdf`;
}

/** The statement PDF's file name: Statement_Murugan-Stores.pdf. */
export function statementFileName(partyName: string): string {
  return `Statement_${
    partyName
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'party'
  }.pdf`;
}

/** A bill's share: its PDF's name, the message and the wa.me link. */
export function billShare(input: BillShareInput): DocumentShare {
  const name = billName(input.kind, input.billNo);
  const text = billShareText(input);
  return { fileName: billFileName(input.kind, input.billNo), title: `Bill ${name}`, text, url: whatsAppLink(whatsAppNumber(input.mobile), text) };
}

export interface StatementShareInput {
  shopName: string;
  partyName: string;
  mobile: string;
  /** dd-mm-yyyy, '' for the start / for today. */
  from: string;
  to: string;
  /** What the customer owes at the end of the period; negative when the shop owes them. */
  closing: Paise;
  /** The shop's UPI ID from settings, '' when none. */
  upiId: string;
}

/** The period as the statement prints it: "All dates", or "01-04-2026 to 30-11-2026". */
export function statementPeriod(from: string, to: string): string {
  return from || to ? `${from || 'the start'} to ${to || 'date'}` : 'All dates';
}

/** What the message says about a customer's statement of account. */
export function statementShareText(input: Omit<StatementShareInput, 'mobile'>): string {
  const lines = [`Dear ${input.partyName},`, `Your statement of account with ${input.shopName} (${statementPeriod(input.from, input.to)}).`];
  if (input.closing > 0) lines.push(`Closing balance: ${formatMoney(input.closing)} due.`);
  else if (input.closing < 0) lines.push(`Closing balance: ${formatMoney(-input.closing)} in your favour.`);
  else lines.push('Closing balance: nil.');
  if (input.closing > 0 && input.upiId !== '')
    lines.push(`Pay by UPI: ${upiPayLink({ upiId: input.upiId, payeeName: input.shopName, amount: input.closing, note: `Outstanding ${input.partyName}` })}`);
  lines.push('The statement is attached as a PDF. Thank you.');
  return lines.join('\n');
}

export function statementShare(input: StatementShareInput): DocumentShare {
  const text = statementShareText(input);
  return {
    fileName: statementFileName(input.partyName),
    title: `Statement of Account: ${input.partyName}`,
    text,
    url: whatsAppLink(whatsAppNumber(input.mobile), text),
  };
}
