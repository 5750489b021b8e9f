// A party's Statement of Account as an A4 PDF (issue 33 item 5), to share on WhatsApp: the shop, the party, the period,
// the balance brought forward, every row with its running balance, and the closing, from party_ledger.php's reply and
// the ledger's own words (core/ledger/labels.ts), as the printed statement shows them.
import type { PartyLedgerReply } from '../../core/api/ledger';
import { balanceShown, KIND_LABELS } from '../../core/ledger/labels';
import { formatIndian, rupeesToPaise } from '../../core/money';
import { statementPeriod } from '../../core/share/document-share';
import { sellerPlace } from '../../core/print/parties';
import { pdfBytes, pdfWriter } from '../catalogue/pdf-writer';

const MARGIN = 36;
const COLUMNS = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Type', width: 78, align: 'left' },
  { title: 'Number', width: 55, align: 'left' },
  { title: 'Narration', width: 120, align: 'left' },
  { title: 'Debit', width: 70, align: 'right' },
  { title: 'Credit', width: 70, align: 'right' },
  { title: 'Balance', width: 68, align: 'right' },
] as const;

const money = (rupees: string) => (rupeesToPaise(rupees) === 0 ? '' : formatIndian(rupeesToPaise(rupees)));

export async function statementPdf(ledger: PartyLedgerReply): Promise<Uint8Array<ArrayBuffer>> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Statement of Account ${ledger.party.name}`, Producer: 'kulir' } });
  const { write, tableRow } = pdfWriter(doc);
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  const seller = ledger.seller_detail;
  const party = ledger.party.type;
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };

  write(seller.shop_name, { size: 14, bold: true, align: 'center', x: MARGIN, y: MARGIN, width });
  for (const line of [
    seller.address,
    sellerPlace(seller),
    [seller.phone ? `Phone: ${seller.phone}` : '', seller.gst_no ? `GSTIN: ${seller.gst_no}` : ''].filter(Boolean).join('   '),
  ])
    if (line) write(line, { size: 9, align: 'center', x: MARGIN, y: doc.y, width });
  doc.moveDown(0.5);
  write('Statement of Account', { size: 13, bold: true, align: 'center', x: MARGIN, y: doc.y, width });
  doc.moveDown(0.5);
  rule();
  write(party === 'customer' ? 'Customer' : 'Supplier', { size: 8, x: MARGIN, y: doc.y });
  write(ledger.party.name, { size: 11, bold: true, x: MARGIN, y: doc.y, width });
  for (const line of [
    ledger.party.mobile ? `Phone: ${ledger.party.mobile}` : '',
    ledger.party.address,
    ledger.party.gst_number ? `GSTIN: ${ledger.party.gst_number}` : '',
  ])
    if (line) write(line, { size: 9, x: MARGIN, y: doc.y, width });
  write(`Period: ${statementPeriod(ledger.from_date, ledger.to_date)}`, { size: 9, x: MARGIN, y: doc.y, width });
  doc.y += 6;
  rule();

  const cells = (values: readonly string[], bold: boolean) => tableRow(COLUMNS, values, { x: MARGIN, size: 8.5, bold });
  const header = () => {
    cells(
      COLUMNS.map((c) => c.title),
      true,
    );
    rule();
  };
  const row = (values: readonly string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 24) {
      doc.addPage();
      header();
    }
    cells(values, bold);
  };
  header();
  row(['', 'Brought Forward', '', '', '', '', balanceShown(party, ledger.opening)]);
  for (const r of ledger.rows)
    row([r.date, KIND_LABELS[r.kind] ?? r.kind, r.number, r.narration, money(r.debit), money(r.credit), balanceShown(party, r.balance)]);
  rule();
  row(['', 'Closing Balance', '', '', '', '', balanceShown(party, ledger.closing)], true);
  doc.end();
  return done;
}
