import { describe, expect, it } from 'vitest';
import { billUpiLink, isUpiId, upiIdField, upiPayLink, UPI_ID_RULE } from './upi';

describe('the shop UPI ID', () => {
  it.each(['kulirappliances@okaxis', 'shop.name-1_a@ybl', '9876543210@paytm', 'Murugan.Stores@OKHDFCBANK'])('takes %s', (vpa) => {
    expect(upiIdField.parse(vpa)).toBe(vpa.toLowerCase());
    expect(isUpiId(vpa)).toBe(true);
  });

  it('takes nothing as no UPI ID, trimmed', () => {
    expect(upiIdField.parse(undefined)).toBe('');
    expect(upiIdField.parse(null)).toBe('');
    expect(upiIdField.parse('  ')).toBe('');
    expect(upiIdField.parse('  shop@upi ')).toBe('shop@upi');
  });

  it.each(['shop', 'shop@', '@okaxis', 'a@okaxis', 'shop@ok axis', 'shop@@upi', 'shop@1bank', 'shop name@upi', 'https://pay.me/x'])('refuses %s', (vpa) => {
    const parsed = upiIdField.safeParse(vpa);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(UPI_ID_RULE);
  });
});

describe('the upi://pay link', () => {
  it('carries pa, pn, am (2 decimals), cu=INR and tn, URL-encoded', () => {
    expect(upiPayLink({ upiId: 'kulir@okaxis', payeeName: 'Kulir Cool Traders', amount: 5_329_200, note: '99' })).toBe(
      'upi://pay?pa=kulir@okaxis&pn=Kulir%20Cool%20Traders&am=53292.00&cu=INR&tn=99',
    );
    expect(upiPayLink({ upiId: 'a.b@ybl', payeeName: 'Sri Murugan & Sons #1', amount: 5, note: 'R-7/26' })).toBe(
      'upi://pay?pa=a.b@ybl&pn=Sri%20Murugan%20%26%20Sons%20%231&am=0.05&cu=INR&tn=R-7%2F26',
    );
    expect(upiPayLink({ upiId: 'a.b@ybl', payeeName: 'குளிர் கடை', amount: 100, note: '1' })).toContain('pn=%E0%AE%95');
  });

  it('is empty without a UPI ID or with nothing due', () => {
    expect(billUpiLink('', 'Shop', 100, '1')).toBe('');
    expect(billUpiLink('shop@upi', 'Shop', 0, '1')).toBe('');
    expect(billUpiLink('shop@upi', 'Shop', -100, '1')).toBe('');
    expect(billUpiLink('shop@upi', 'Shop', 150_050, '12')).toBe('upi://pay?pa=shop@upi&pn=Shop&am=1500.50&cu=INR&tn=12');
  });
});
