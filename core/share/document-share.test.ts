import { describe, expect, it } from 'vitest';
import { upiToScan } from '../bill-balance';
import { billUpiLink } from '../upi';
import { billShare, billShareText, statementShare, type BillShareInput } from './document-share';
import { whatsAppLink } from './whatsapp-link';

// The link the printed QR carries: core's upiToScan for the amount, the upi link builder, the bill's printed number.
const upiOf = (due: number, billNo: string) =>
  billUpiLink(
    'kulircooling@okaxis',
    'Kulir Cooling',
    upiToScan({ kind: 'gst', total: 123_456_00, paid: 123_456_00 - due, credited: 0, cancelled: false, upiAtCounter: 0, returned: false }),
    billNo,
  );

const bill = (over: Partial<BillShareInput> = {}): BillShareInput => ({
  shopName: 'Kulir Cooling',
  partyName: 'Murugan Stores',
  mobile: '+91 98940 00012',
  kind: 'gst',
  billNo: 103,
  date: '05-12-2026',
  total: 123_456_00,
  due: 23_456_00,
  upiLink: upiOf(23_456_00, '103'),
  ...over,
});

describe("a bill's WhatsApp share", () => {
  it('names the bill with its series, the amount and what is due in ₹ with Indian grouping, and the UPI link', () => {
    const share = billShare(bill());
    expect(share.text).toBe(
      [
        'Dear Murugan Stores,',
        'Your bill GST 103 dated 05-12-2026 from Kulir Cooling: amount ₹1,23,456.00.',
        'Due: ₹23,456.00.',
        'Pay by UPI: upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling&am=23456.00&cu=INR&tn=103',
        'The bill is attached as a PDF. Thank you.',
      ].join('\n'),
    );
    expect(share.fileName).toBe('Bill_GST-103.pdf');
    expect(share.title).toBe('Bill GST 103');
  });

  it('sends it to 91 and the 10-digit mobile', () => {
    const share = billShare(bill());
    expect(share.url).toBe(`https://wa.me/919894000012?text=${encodeURIComponent(share.text)}`);
    expect(billShare(bill({ mobile: '09894000012' })).url.startsWith('https://wa.me/919894000012?text=')).toBe(true);
  });

  it('a retail bill is named R-31; a paid bill says nothing is due and has no UPI link', () => {
    const text = billShareText(bill({ kind: 'retail', billNo: '31', due: 0, upiLink: upiOf(0, 'R-31') }));
    expect(text).toContain('Your bill R-31 dated 05-12-2026 from Kulir Cooling: amount ₹1,23,456.00.');
    expect(text).toContain('Paid in full. Nothing is due.');
    expect(text).not.toContain('upi://');
    expect(billShare(bill({ kind: 'retail', billNo: '31' })).fileName).toBe('Bill_R-31.pdf');
  });

  it('without a mobile (or with a landline) the link has no number, and WhatsApp asks whom to send it to', () => {
    for (const mobile of ['', '0452-2345678']) {
      const share = billShare(bill({ mobile }));
      expect(share.url).toBe(`https://wa.me/?text=${encodeURIComponent(share.text)}`);
      expect(share.url).toBe(whatsAppLink(null, share.text));
    }
  });
});

describe("a statement of account's WhatsApp share", () => {
  const statement = {
    shopName: 'Kulir Cooling',
    partyName: 'Murugan Stores',
    mobile: '9894000012',
    from: '01-04-2026',
    to: '30-11-2026',
    upiId: 'kulircooling@okaxis',
  };

  it('says the period and the closing balance due, with a UPI link for it', () => {
    const share = statementShare({ ...statement, closing: 1_79_938_00 });
    expect(share.text).toBe(
      [
        'Dear Murugan Stores,',
        'Your statement of account with Kulir Cooling (01-04-2026 to 30-11-2026).',
        'Closing balance: ₹1,79,938.00 due.',
        'Pay by UPI: upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling&am=179938.00&cu=INR&tn=Outstanding%20Murugan%20Stores',
        'The statement is attached as a PDF. Thank you.',
      ].join('\n'),
    );
    expect(share.url).toBe(`https://wa.me/919894000012?text=${encodeURIComponent(share.text)}`);
    expect(share.fileName).toBe('Statement_Murugan-Stores.pdf');
  });

  it('a balance in the customer\'s favour has no UPI link; no dates is "All dates"', () => {
    const text = statementShare({ ...statement, from: '', to: '', closing: -500_00 }).text;
    expect(text).toContain('(All dates)');
    expect(text).toContain('Closing balance: ₹500.00 in your favour.');
    expect(text).not.toContain('upi://');
  });
});
